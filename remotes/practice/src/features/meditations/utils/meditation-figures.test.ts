import type { TMeditation } from '@manifest/contracts/catalogue';
import type { TMeditationSession } from '@manifest/contracts/meditations';
import { describe, expect, it } from 'vitest';

import { categoriesIn, meditationMinutes, meditationsIn, totalMinutes } from './meditation-figures';

const meditation = (id: string, category: TMeditation['category']): TMeditation => ({
  id,
  title: id,
  description: '',
  script: '',
  category,
  duration: 600,
  rating: 5,
});
const session = (duration: number): TMeditationSession => ({
  id: String(duration),
  meditationId: 'abundance-flow',
  duration,
  startedAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
});

describe('meditation minutes', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(meditationMinutes(600)).toBe(10);
    expect(meditationMinutes(601)).toBe(11);
    expect(meditationMinutes(59)).toBe(1);
  });

  it("adds up the sessions' minutes", () => {
    expect(totalMinutes([])).toBe(0);
    expect(totalMinutes([session(10), session(15), session(1)])).toBe(26);
  });
});

describe('the category filter', () => {
  const list = [meditation('a', 'Sleep'), meditation('b', 'Abundance'), meditation('c', 'Sleep')];

  it('offers the categories present, once each, in the order they appear', () => {
    expect(categoriesIn(list)).toEqual(['Sleep', 'Abundance']);
  });

  it('shows all, or one category', () => {
    expect(meditationsIn(list, 'all')).toHaveLength(3);
    expect(meditationsIn(list, 'Sleep').map((each) => each.id)).toEqual(['a', 'c']);
    expect(meditationsIn(list, 'Healing')).toEqual([]);
  });
});
