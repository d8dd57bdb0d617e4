import type { CatalogueMeditation } from '../../src/features/catalogue/catalogue-mapping';
import { createCmsMeditationCatalogue } from '../../src/features/catalogue/cms-meditation-catalogue';
import type { MeditationCatalogue } from '../../src/features/meditations/meditation-catalogue';

const meditation = (
  id: string,
  title: string,
  durationSeconds: number,
  aliases: string[] = [],
): CatalogueMeditation => ({
  id,
  title,
  description: '',
  script: '',
  category: 'Manifestation',
  duration: durationSeconds,
  rating: 5,
  aliases,
});

/** The known meditations of spec 001 section 3, as the CMS would list them. */
export const FIXTURE_MEDITATIONS: readonly CatalogueMeditation[] = [
  meditation('abundance-flow', 'Abundance Flow', 600),
  meditation('confidence-boost', 'Confidence Boost', 480),
  meditation('sleep-manifestation', 'Sleep Manifestation', 1200),
  meditation('laser-focus', 'Laser Focus', 420, ['med_laser_focus']),
  meditation('stress-release', 'Stress Release', 540),
];

/**
 * The CMS catalogue (with its alias rule) over a fixed list, for suites that
 * start meditations without a CMS running.
 */
export function fixtureMeditationCatalogue(): MeditationCatalogue {
  return createCmsMeditationCatalogue({ meditations: async () => [...FIXTURE_MEDITATIONS] });
}
