import { useUserPoints } from '@manifest/api-client/calls/user-points';
import { isTrialEndedError } from '@manifest/api-client/query-client';
import { TrophyIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog (Radix Dialog and all it shows) loads on first intent, not with the shell.
const loadDialog = () => import('./achievement-dialog');
const AchievementDialog = lazy(loadDialog);

/** What the button shows: the total, "…" while it loads, "—" when it could not (the dialog says why). */
const countText = (total: number | undefined, hasFailed: boolean) => {
  if (total !== undefined) return total.toLocaleString('en-US');
  return hasFailed ? '—' : '…';
};

/** The points-and-badges button (spec 000 section 2): the total; opens the Achievement Dashboard. */
export const PointsButton = () => {
  const { data, error } = useUserPoints();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A trial ended unpaid locks the points with the rest: the way to payment takes over.
  if (isTrialEndedError(error)) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="points-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-border bg-linear-to-r from-secondary to-accent px-3 text-sm font-semibold text-secondary-foreground shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <TrophyIcon aria-hidden="true" className="size-4 text-primary" />
        <span className="tabular-nums" data-testid="points-total">
          {countText(data?.totalPoints, error !== null)}
        </span>
        <span className="sr-only sm:not-sr-only">points</span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AchievementDialog isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
};
