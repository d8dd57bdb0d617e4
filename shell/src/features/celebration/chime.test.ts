import { describe, expect, it } from 'vitest';

import { chimeSchedule } from './chime';

describe('chimeSchedule (spec 001 section 9: four notes)', () => {
  it('plays four rising notes one after another, all within about a second', () => {
    const notes = chimeSchedule(10);
    expect(notes).toHaveLength(4);
    for (let index = 1; index < notes.length; index += 1) {
      expect(notes[index]!.frequency).toBeGreaterThan(notes[index - 1]!.frequency);
      expect(notes[index]!.startsAt).toBeGreaterThan(notes[index - 1]!.startsAt);
    }
    expect(notes[0]!.startsAt).toBe(10);
    expect(notes.at(-1)!.endsAt - 10).toBeLessThanOrEqual(1.1);
  });
});
