import { describe, expect, it } from 'vitest';

import { balanceLine, needMoreText, pointsText } from './points-words';

describe('points words', () => {
  it('shows both what was earned and what is left to spend', () => {
    expect(balanceLine({ earned: 1240, balance: 890 })).toBe('1,240 earned · 890 to spend');
    expect(balanceLine({ earned: 0, balance: 0 })).toBe('0 earned · 0 to spend');
  });

  it('says how many more points a reward needs, or nothing when affordable', () => {
    expect(needMoreText(110, 150)).toBe('Need 40 more');
    expect(needMoreText(0, 1500)).toBe('Need 1,500 more');
    expect(needMoreText(150, 150)).toBeNull();
    expect(needMoreText(900, 150)).toBeNull();
  });

  it('counts points', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(1500)).toBe('1,500 points');
  });
});
