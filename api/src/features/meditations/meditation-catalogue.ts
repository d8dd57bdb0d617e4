export type CatalogueMeditation = { id: string; title: string; durationSeconds: number };

/**
 * Where the API looks up a meditation by id. The built-in one below keeps the
 * spec's known ids valid until the CMS-backed catalogue replaces it (inject
 * another through createApp's `meditationCatalogue`).
 */
export type MeditationCatalogue = {
  find(id: string): Promise<CatalogueMeditation | null>;
};

// The known meditations of spec 001 section 3.
const BUILT_IN_MEDITATIONS: readonly CatalogueMeditation[] = [
  { id: 'abundance-flow', title: 'Abundance Flow', durationSeconds: 600 },
  { id: 'confidence-boost', title: 'Confidence Boost', durationSeconds: 480 },
  { id: 'sleep-manifestation', title: 'Sleep Manifestation', durationSeconds: 1200 },
  { id: 'laser-focus', title: 'Laser Focus', durationSeconds: 420 },
  { id: 'stress-release', title: 'Stress Release', durationSeconds: 540 },
];

/** Old ids the page still sends; a session is always stored under the current id. */
export const MEDITATION_ID_ALIASES: Readonly<Record<string, string>> = {
  med_laser_focus: 'laser-focus',
  med_stress_release: 'stress-release',
};

export function createBuiltInMeditationCatalogue(): MeditationCatalogue {
  const byId = new Map(BUILT_IN_MEDITATIONS.map((meditation) => [meditation.id, meditation]));
  return {
    async find(id) {
      const canonical = Object.hasOwn(MEDITATION_ID_ALIASES, id) ? MEDITATION_ID_ALIASES[id] : id;
      return byId.get(canonical ?? id) ?? null;
    },
  };
}

/** Session minutes: the meditation's seconds ÷ 60, rounded up (spec 001 section 9). */
export function sessionMinutes(durationSeconds: number): number {
  return Math.ceil(durationSeconds / 60);
}
