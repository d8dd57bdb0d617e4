import type { TPasswordStrength } from '@manifest/password-strength/password-strength';

export type TStrengthLevel = {
  /** Said and shown in words, so the meter never speaks through colour alone. */
  label: string;
  /** Bars filled out of four. */
  bars: 1 | 2 | 3 | 4;
  tone: 'weak' | 'fair' | 'strong';
};

const LEVELS: Record<TPasswordStrength['score'], TStrengthLevel> = {
  0: { label: 'Very weak', bars: 1, tone: 'weak' },
  1: { label: 'Weak', bars: 1, tone: 'weak' },
  2: { label: 'Not strong enough yet', bars: 2, tone: 'fair' },
  3: { label: 'Strong', bars: 3, tone: 'strong' },
  4: { label: 'Very strong', bars: 4, tone: 'strong' },
};

/** How the meter shows a score: a word and a number of bars. */
export const strengthLevel = (strength: TPasswordStrength): TStrengthLevel =>
  LEVELS[strength.score];

/** The checker's feedback under the meter: why it is weak and what helps, or nothing. */
export function strengthAdvice(strength: TPasswordStrength): string {
  if (strength.isStrongEnough) return '';
  return [strength.warning, strength.suggestions[0]].filter(Boolean).join(' ');
}
