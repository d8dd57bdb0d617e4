import { cn } from '@manifest/ui/cn';

import type { TStrengthView } from '../hooks/use-password-strength';
import { strengthAdvice, strengthLevel, type TStrengthLevel } from '../utils/strength-level';

const BARS = [1, 2, 3, 4] as const;

const TONE_CLASSES: Record<TStrengthLevel['tone'], string> = {
  weak: 'bg-destructive',
  fair: 'bg-warning',
  strong: 'bg-success',
};

type TPasswordStrengthMeterProps = {
  view: TStrengthView;
  /** For the password field's aria-describedby: the words below the bars. */
  id: string;
  /** False while the field shows a refusal that already says why: the advice is not repeated. */
  showAdvice?: boolean;
};

/**
 * Four bars and, in words, how strong the password is and why: the words are
 * announced politely as they change, so the meter never relies on colour.
 */
export function PasswordStrengthMeter({
  view,
  id,
  showAdvice = true,
}: TPasswordStrengthMeterProps) {
  const strength = view.status === 'checked' ? view.strength : null;
  const level = strength ? strengthLevel(strength) : null;
  const advice = strength && showAdvice ? strengthAdvice(strength) : '';

  return (
    <div className="grid gap-1.5" data-testid="password-strength">
      {strength && level ? (
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.score}
          aria-valuetext={level.label}
          className="flex gap-1"
        >
          {BARS.map((bar) => (
            <span
              key={bar}
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors motion-reduce:transition-none',
                bar <= level.bars ? TONE_CLASSES[level.tone] : 'bg-muted-foreground/20',
              )}
            />
          ))}
        </div>
      ) : null}
      {/* Always in the page, so a screen reader hears each change. */}
      <p id={id} aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {view.status === 'checking' ? 'Checking password strength…' : null}
        {level ? (
          <>
            <span className="font-medium text-foreground">Password strength: {level.label}.</span>
            {advice ? ` ${advice}` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
