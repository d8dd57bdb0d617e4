import { ZChallengeList } from '@manifest/contracts/challenges';
import { describe, expect, it } from 'vitest';
import { CHALLENGES, findChallenge } from './challenge-catalogue';

describe('challenge catalogue', () => {
  it('holds at least 8 valid challenges with unique numeric ids', () => {
    expect(ZChallengeList.parse(CHALLENGES).length).toBeGreaterThanOrEqual(8);
    expect(new Set(CHALLENGES.map((challenge) => challenge.id)).size).toBe(CHALLENGES.length);
  });

  it('pays by difficulty: easy 50, medium 75, hard 100', () => {
    const expected = { easy: 50, medium: 75, hard: 100 };
    for (const challenge of CHALLENGES)
      expect(challenge.points).toBe(expected[challenge.difficulty]);
  });

  it('gives challenges 1 to 5 steps, a notes placeholder and minutes in the time estimate', () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const challenge = findChallenge(String(id));
      expect(challenge?.instructions.length).toBeGreaterThanOrEqual(4);
      expect(challenge?.notesPlaceholder).toBeTruthy();
      expect(challenge?.timeEstimate).toMatch(/^\d+ minutes/);
    }
  });

  it('opens the financial, social and fear tools on challenges 2, 3 and 4 only', () => {
    expect(CHALLENGES.filter((challenge) => challenge.tool).map((c) => [c.id, c.tool])).toEqual([
      [2, 'financial-calculator'],
      [3, 'social-circle-audit'],
      [4, 'fear-inventory'],
    ]);
  });

  it.each(['abc', '-1', '0', '1;drop table', '01', '1.0', '999', '99999999999999999999', ''])(
    'finds no challenge for %j',
    (id) => {
      expect(findChallenge(id)).toBeUndefined();
    },
  );
});
