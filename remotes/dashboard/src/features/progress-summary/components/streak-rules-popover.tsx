import { Info } from 'lucide-react';

import { STREAK_RULES } from '../utils/streak-rules';

const POPOVER_ID = 'streak-rules';

/**
 * "How streaks work", opened from an info button. The browser's own popover
 * (no script, no library): it opens by keyboard and touch, Escape and a tap
 * outside close it, and it sits in the top layer under the button
 * (styles.css anchors it). One streak card per page, so one id.
 */
export function StreakRulesPopover() {
  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label="How streaks work"
        className="streak-rules-anchor inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-label="How streaks work"
        className="streak-rules-popover w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-popover p-4 text-left text-sm text-popover-foreground shadow-xl"
      >
        <p className="font-semibold">Your kind streak</p>
        <p className="mt-1 text-muted-foreground">
          Days in a row with at least one activity, with a little kindness built in:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-4 text-muted-foreground">
          {STREAK_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
