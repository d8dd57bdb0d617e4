import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../content/content-cache';
import type { CatalogueMeditation } from './catalogue-mapping';
import { createCmsMeditationCatalogue } from './cms-meditation-catalogue';

const meditation = (id: string, durationSeconds: number, aliases: string[] = []) =>
  ({
    id,
    title: id,
    description: '',
    script: '',
    category: 'Success',
    duration: durationSeconds,
    rating: 5,
    aliases,
  }) satisfies CatalogueMeditation;

describe('CMS meditation catalogue', () => {
  const catalogue = createCmsMeditationCatalogue({
    meditations: async () => [
      meditation('abundance-flow', 600),
      meditation('laser-focus', 420, ['med_laser_focus']),
      meditation('stress-release', 540),
    ],
  });

  it.each(['abundance-flow', 'laser-focus', 'stress-release'])('knows %s', async (id) => {
    expect((await catalogue.find(id))?.id).toBe(id);
  });

  it('reports the slug, title and seconds of what it finds', async () => {
    expect(await catalogue.find('laser-focus')).toEqual({
      id: 'laser-focus',
      title: 'laser-focus',
      durationSeconds: 420,
    });
  });

  it('maps the old ids to the current ones, listed as aliases or not', async () => {
    expect((await catalogue.find('med_laser_focus'))?.id).toBe('laser-focus');
    expect((await catalogue.find('med_stress_release'))?.id).toBe('stress-release');
  });

  it.each(['unknown', '', 'toString', '__proto__'])('finds nothing for %j', async (id) => {
    expect(await catalogue.find(id)).toBeNull();
  });

  it('passes on the 503 when the CMS was never reached: there is no other list', async () => {
    const unreachable = createCmsMeditationCatalogue({
      meditations: () => Promise.reject(new HttpError(503, CONTENT_UNAVAILABLE_MESSAGE)),
    });
    await expect(unreachable.find('laser-focus')).rejects.toMatchObject({
      status: 503,
      message: CONTENT_UNAVAILABLE_MESSAGE,
    });
  });
});
