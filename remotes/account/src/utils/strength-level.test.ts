import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE } from '@manifest/password-strength/password-strength';
import { strengthAdvice, strengthLevel } from './strength-level';

const strength = (score: 0 | 1 | 2 | 3 | 4, warning: string | null = null) => ({
  score,
  isStrongEnough: score >= MIN_PASSWORD_SCORE,
  warning,
  suggestions: ['Add more words that are less common.'],
});

describe('strengthLevel', () => {
  it('names every score in words, and calls strong only what the API accepts', () => {
    const levels = ([0, 1, 2, 3, 4] as const).map((score) => strengthLevel(strength(score)));
    expect(levels.map(({ label }) => label)).toEqual([
      'Very weak',
      'Weak',
      'Not strong enough yet',
      'Strong',
      'Very strong',
    ]);
    expect(levels.map(({ tone }) => tone)).toEqual(['weak', 'weak', 'fair', 'strong', 'strong']);
  });
});

describe('strengthAdvice', () => {
  it("gives the checker's warning and first suggestion for a weak password", () => {
    expect(strengthAdvice(strength(0, 'This is a heavily used password.'))).toBe(
      'This is a heavily used password. Add more words that are less common.',
    );
    expect(strengthAdvice(strength(2))).toBe('Add more words that are less common.');
  });

  it('says nothing more for a strong one', () => {
    expect(strengthAdvice(strength(3))).toBe('');
  });
});
