import { AFFIRMATION_CATEGORIES } from '@manifest/contracts/catalogue';
import { PRACTICE_TIMES } from '@manifest/contracts/plan';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TASKS, findBuiltInTask } from '../daily-tasks/built-in-tasks';
import {
  chooseMeditation,
  FALLBACK_MEDITATION_BY_TIME,
  makeStarterPlan,
  STARTER_TASK_COUNT,
  starterTaskIds,
  type MeditationOption,
} from './starter-plan';

/** The seeded catalogue's slugs and categories (cms/src/seed/content/meditations.ts). */
const CATALOGUE: MeditationOption[] = [
  { id: 'abundance-flow', category: 'Abundance' },
  { id: 'confidence-boost', category: 'Confidence' },
  { id: 'sleep-manifestation', category: 'Sleep' },
  { id: 'laser-focus', category: 'Success' },
  { id: 'stress-release', category: 'Healing' },
  { id: 'self-love-embrace', category: 'Self-Love' },
  { id: 'morning-energy', category: 'Energy' },
  { id: 'manifestation-369', category: 'Manifestation' },
];

describe('starterTaskIds', () => {
  it('takes the shortest built-in tasks of the chosen time of day', () => {
    expect(starterTaskIds('morning')).toEqual([
      'morning-gratitude-list',
      'morning-intention',
      'morning-visualization',
    ]);
    expect(starterTaskIds('afternoon')).toEqual([
      'afternoon-breathing-reset',
      'afternoon-reframe-belief',
      'afternoon-aligned-action',
    ]);
    // The hour-long digital sunset is left for later.
    expect(starterTaskIds('evening')).toEqual([
      'evening-let-go',
      'evening-wins-journal',
      'evening-future-scripting',
    ]);
  });

  it('names only built-in tasks of that time, never more than a few', () => {
    for (const time of PRACTICE_TIMES) {
      const ids = starterTaskIds(time);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(STARTER_TASK_COUNT);
      for (const id of ids) expect(findBuiltInTask(id)?.category).toBe(time);
    }
  });

  it('puts the easier of two equally long tasks first', () => {
    const [first, second] = BUILT_IN_TASKS.filter((task) => task.category === 'morning');
    if (!first || !second) throw new Error('the morning needs two tasks');
    const tasks = [
      { ...first, id: 'hard-five', duration: 5, difficulty: 'hard' as const },
      { ...second, id: 'easy-five', duration: 5, difficulty: 'easy' as const },
    ];
    expect(starterTaskIds('morning', tasks)).toEqual(['easy-five', 'hard-five']);
  });
});

describe('chooseMeditation', () => {
  it("prefers the first area's own category", () => {
    expect(chooseMeditation(CATALOGUE, 'wealth', 'morning')).toBe('abundance-flow');
    expect(chooseMeditation(CATALOGUE, 'love', 'evening')).toBe('self-love-embrace');
    expect(chooseMeditation(CATALOGUE, 'health', 'afternoon')).toBe('stress-release');
    expect(chooseMeditation(CATALOGUE, 'purpose', 'morning')).toBe('laser-focus');
    expect(chooseMeditation(CATALOGUE, 'spiritual', 'evening')).toBe('manifestation-369');
  });

  it("falls back to the time of day's categories when the area has none", () => {
    const withoutAbundance = CATALOGUE.filter((meditation) => meditation.category !== 'Abundance');
    expect(chooseMeditation(withoutAbundance, 'wealth', 'morning')).toBe('morning-energy');
    expect(chooseMeditation(withoutAbundance, 'wealth', 'afternoon')).toBe('laser-focus');
    expect(chooseMeditation(withoutAbundance, 'wealth', 'evening')).toBe('sleep-manifestation');
  });

  it('never offers a sleep meditation by day or an energising one at night', () => {
    const sleepAndEnergy: MeditationOption[] = [
      { id: 'sleep-manifestation', category: 'Sleep' },
      { id: 'morning-energy', category: 'Energy' },
    ];
    expect(chooseMeditation(sleepAndEnergy, 'wealth', 'morning')).toBe('morning-energy');
    expect(chooseMeditation(sleepAndEnergy, 'wealth', 'afternoon')).toBe('morning-energy');
    expect(chooseMeditation(sleepAndEnergy, 'wealth', 'evening')).toBe('sleep-manifestation');
  });

  it('takes any suited one, then the first, and the seeded one without a catalogue', () => {
    const onlyAbundance: MeditationOption[] = [{ id: 'abundance-flow', category: 'Abundance' }];
    expect(chooseMeditation(onlyAbundance, 'health', 'evening')).toBe('abundance-flow');
    const onlySleep: MeditationOption[] = [{ id: 'sleep-manifestation', category: 'Sleep' }];
    expect(chooseMeditation(onlySleep, 'health', 'morning')).toBe('sleep-manifestation');
    for (const time of PRACTICE_TIMES) {
      expect(chooseMeditation([], 'health', time)).toBe(FALLBACK_MEDITATION_BY_TIME[time]);
    }
  });

  it('finds a meditation in the seeded catalogue for every area and time', () => {
    const slugs = CATALOGUE.map((meditation) => meditation.id);
    for (const area of AFFIRMATION_CATEGORIES) {
      for (const time of PRACTICE_TIMES) {
        expect(slugs).toContain(chooseMeditation(CATALOGUE, area, time));
      }
    }
    // The fallbacks are the seeded catalogue's own slugs.
    for (const slug of Object.values(FALLBACK_MEDITATION_BY_TIME)) expect(slugs).toContain(slug);
  });
});

describe('makeStarterPlan', () => {
  it('puts the tasks, the first area, a meditation and the goal together', () => {
    expect(
      makeStarterPlan(
        { areas: ['confidence', 'wealth'], practiceTime: 'evening' },
        CATALOGUE,
        'g1',
      ),
    ).toEqual({
      taskIds: ['evening-let-go', 'evening-wins-journal', 'evening-future-scripting'],
      affirmationCategory: 'confidence',
      meditationSlug: 'confidence-boost',
      goalId: 'g1',
    });
  });

  it('has no goal for "later"', () => {
    expect(
      makeStarterPlan({ areas: ['health'], practiceTime: 'morning' }, CATALOGUE, null).goalId,
    ).toBeNull();
  });

  it('refuses answers without an area (the contract never lets them through)', () => {
    expect(() => makeStarterPlan({ areas: [], practiceTime: 'morning' }, CATALOGUE, null)).toThrow(
      /at least one area/,
    );
  });
});
