import type { TAffirmation } from '@manifest/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time-zones';
import { affirmationOfTheDay, seededIdsOf } from './affirmation-of-the-day';

const CATALOGUE: TAffirmation[] = [
  { id: 15, text: 'I listen to my body.', category: 'health' },
  { id: 1, text: 'I am open to receiving.', category: 'wealth' },
  { id: 16, text: '  ', category: 'health' },
  { id: 2, text: 'I handle my money with care.', category: 'wealth' },
  { id: 40, text: 'I am at peace.', category: 'spiritual' },
];

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

describe('affirmationOfTheDay', () => {
  it('is the same all day and moves on to the next one each day', () => {
    const picks = days('2030-03-10', 4).map(
      (day) => affirmationOfTheDay(day, 'wealth', CATALOGUE).id,
    );
    expect(new Set(picks)).toEqual(new Set([1, 2]));
    expect(picks[0]).not.toBe(picks[1]);
    expect(picks[0]).toBe(picks[2]);
    expect(affirmationOfTheDay('2030-03-10', 'wealth', CATALOGUE)).toEqual(
      affirmationOfTheDay('2030-03-10', 'wealth', [...CATALOGUE].reverse()),
    );
  });

  it('draws from the plan category only, and from every one without a category', () => {
    for (const day of days('2031-01-01', 10)) {
      expect([15, 16]).toContain(affirmationOfTheDay(day, 'health', CATALOGUE).id);
    }
    const anyCategory = new Set(
      days('2031-01-01', 10).map((day) => affirmationOfTheDay(day, null, CATALOGUE).id),
    );
    expect(anyCategory).toEqual(new Set([1, 2, 15, 16, 40]));
  });

  it('gives the words, or none when they are blank', () => {
    const words = days('2030-03-10', 2).map((day) => affirmationOfTheDay(day, 'health', CATALOGUE));
    expect(words.map((pick) => pick.text).toSorted()).toEqual(['I listen to my body.', null]);
  });

  it('picks from the seeded layout without words when the CMS cannot be read', () => {
    expect(seededIdsOf('wealth')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seededIdsOf('spiritual')).toEqual([36, 37, 38, 39, 40, 41, 42]);
    expect(seededIdsOf(null)).toHaveLength(42);
    const picks = days('2030-03-10', 7).map((day) => affirmationOfTheDay(day, 'love', null));
    expect(picks.map((pick) => pick.id).toSorted((a, b) => a - b)).toEqual([
      8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(picks.every((pick) => pick.text === null)).toBe(true);
  });

  it('falls back to the seeded layout when the category has nothing listed', () => {
    const pick = affirmationOfTheDay('2030-03-10', 'purpose', CATALOGUE);
    expect(seededIdsOf('purpose')).toContain(pick.id);
  });
});
