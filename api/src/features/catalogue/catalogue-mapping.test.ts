import { describe, expect, it } from 'vitest';
import { ZLegalDocument } from '@manifest/contracts/legal';
import { ZMeditation } from '@manifest/contracts/catalogue';
import {
  findMeditation,
  toAffirmation,
  toLegalDocument,
  toMeditation,
  toPublicMeditation,
  type CatalogueMeditation,
} from './catalogue-mapping';

const meditation = (slug: string, aliases: string[] = []): CatalogueMeditation => ({
  id: slug,
  title: slug,
  description: '',
  script: '',
  category: 'Energy',
  duration: 420,
  rating: 5,
  aliases,
});

describe('catalogue mapping', () => {
  it('maps a meditation with its slug as id and duration in seconds; aliases stay private', () => {
    const mapped = toMeditation({
      documentId: 'x',
      slug: 'laser-focus',
      aliases: ['med_laser_focus', 7],
      title: 'Laser Focus',
      description: 'Sharpen your attention.',
      script: 'Breathe in... and out.',
      category: 'Success',
      durationSeconds: 420,
      rating: '4.8',
    });
    expect(mapped).toMatchObject({
      id: 'laser-focus',
      duration: 420,
      rating: 4.8,
      script: 'Breathe in... and out.',
    });
    expect(mapped?.aliases).toEqual(['med_laser_focus']);
    expect(ZMeditation.strict().parse(toPublicMeditation(mapped!))).not.toHaveProperty('aliases');
  });

  it('rates 5 by default, reads no script as empty, and skips a meditation with a category outside the eight', () => {
    const base = { documentId: 'x', slug: 's', title: 'S', durationSeconds: 60, description: null };
    expect(toMeditation({ ...base, category: 'Sleep', rating: null })?.rating).toBe(5);
    expect(toMeditation({ ...base, category: 'Sleep', script: null })?.script).toBe('');
    expect(toMeditation({ ...base, category: 'Yoga', rating: 5 })).toBeNull();
  });

  it('finds a meditation by slug, by a listed alias, and by the med_ form of its slug', () => {
    const list = [meditation('abundance-flow'), meditation('laser-focus', ['med_laser_focus'])];
    expect(findMeditation(list, 'abundance-flow')?.id).toBe('abundance-flow');
    expect(findMeditation(list, 'med_laser_focus')?.id).toBe('laser-focus');
    expect(findMeditation([meditation('stress-release')], 'med_stress_release')?.id).toBe(
      'stress-release',
    );
    expect(findMeditation(list, 'no-such-meditation')).toBeNull();
  });

  it('maps an affirmation by its number and skips an unknown category', () => {
    expect(toAffirmation({ number: 3, text: 'I am enough.', category: 'confidence' })).toEqual({
      id: 3,
      text: 'I am enough.',
      category: 'confidence',
    });
    expect(toAffirmation({ number: 4, text: 'x', category: 'money' })).toBeNull();
  });

  it('maps a legal document and dates it by its last-updated day', () => {
    const document = toLegalDocument({
      slug: 'terms',
      title: 'Terms of Service',
      lastUpdated: '2025-01-01',
      body: '## Agreement',
      pricingReading: 'one-time-lifetime',
      backLink: 'home',
      updatedAt: '2025-06-01T00:00:00.000Z',
    });
    expect(ZLegalDocument.parse(document)).toEqual({
      slug: 'terms',
      title: 'Terms of Service',
      lastUpdated: '2025-01-01',
      body: '## Agreement',
      pricingReading: 'one-time-lifetime',
      backLink: 'home',
    });
  });
});
