import { describe, expect, it } from 'vitest';
import { createBuiltInMeditationCatalogue, sessionMinutes } from './meditation-catalogue';

describe('built-in meditation catalogue', () => {
  const catalogue = createBuiltInMeditationCatalogue();

  it.each([
    'abundance-flow',
    'confidence-boost',
    'sleep-manifestation',
    'laser-focus',
    'stress-release',
  ])('knows %s', async (id) => {
    expect((await catalogue.find(id))?.id).toBe(id);
  });

  it('maps the old ids to the current ones', async () => {
    expect((await catalogue.find('med_laser_focus'))?.id).toBe('laser-focus');
    expect((await catalogue.find('med_stress_release'))?.id).toBe('stress-release');
  });

  it.each(['unknown', '', 'toString', '__proto__', 'LASER-FOCUS'])(
    'finds nothing for %j',
    async (id) => {
      expect(await catalogue.find(id)).toBeNull();
    },
  );
});

describe('sessionMinutes', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(sessionMinutes(600)).toBe(10);
    expect(sessionMinutes(601)).toBe(11);
    expect(sessionMinutes(59)).toBe(1);
    expect(sessionMinutes(0)).toBe(0);
  });
});
