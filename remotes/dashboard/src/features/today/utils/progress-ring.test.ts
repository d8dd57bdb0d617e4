import { describe, expect, it } from 'vitest';

import { doneShare, ringDash } from './progress-ring';

describe('the progress ring', () => {
  it('fills with the share of the day done', () => {
    expect(doneShare(0, 5)).toBe(0);
    expect(doneShare(2, 4)).toBe(0.5);
    expect(doneShare(5, 5)).toBe(1);
    expect(doneShare(7, 5)).toBe(1);
    expect(doneShare(0, 0)).toBe(0);
  });

  it('hides the part of the ring not yet done', () => {
    const empty = ringDash(0, 10);
    expect(empty.length).toBeCloseTo(62.83, 2);
    expect(empty.offset).toBeCloseTo(empty.length);
    expect(ringDash(0.25, 10).offset).toBeCloseTo(empty.length * 0.75);
    expect(ringDash(1, 10).offset).toBe(0);
  });
});
