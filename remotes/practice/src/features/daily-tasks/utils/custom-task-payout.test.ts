import { describe, expect, it } from 'vitest';

import { customTaskPayoutNote, customTaskPays } from './custom-task-payout';

describe('customTaskPays', () => {
  it('pays the chosen points up to 15', () => {
    expect(customTaskPays(10)).toBe(10);
    expect(customTaskPays(15)).toBe(15);
    expect(customTaskPays(100)).toBe(15);
  });
});

describe('customTaskPayoutNote', () => {
  const RULE = 'Custom tasks pay at most 15 points each, for the first 3 you complete each day.';

  it('states the cap while the entry is within it', () => {
    expect(customTaskPayoutNote(10)).toBe(RULE);
    expect(customTaskPayoutNote(15)).toBe(RULE);
  });

  it('says what an entry above the cap will really pay', () => {
    expect(customTaskPayoutNote(50)).toBe(`This task will pay 15 points. ${RULE}`);
  });

  it('states only the cap for an entry that is no number', () => {
    expect(customTaskPayoutNote(Number.NaN)).toBe(RULE);
  });
});
