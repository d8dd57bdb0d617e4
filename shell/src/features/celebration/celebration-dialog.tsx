import { counted, noun } from '@manifest/contracts/counted';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@manifest/ui/dialog';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PartyPopperIcon,
  TrophyIcon,
  XIcon,
} from 'lucide-react';
import { useEffect } from 'react';

import { playChime } from './chime';
import { counterText, type TCelebration } from './celebration-queue';
import { celebrationStore } from './celebration-store';
import { launchConfetti } from './confetti';

const HEADINGS = { badge: 'New badge earned', goal: 'Goal achieved' } as const;

/**
 * New badges and achieved goals, one at a time, with Previous/Next and "N of M"
 * (spec 001 section 4). Confetti and the chime mark its opening; Continue and the
 * close button dismiss it and empty the queue.
 */
const CelebrationDialog = ({ celebration }: { celebration: TCelebration }) => {
  const { items, index } = celebration;
  const item = items[index];

  useEffect(() => {
    playChime();
    let stop: (() => void) | undefined;
    let isClosed = false;
    launchConfetti()
      .then((stopConfetti) => {
        if (isClosed) stopConfetti();
        else stop = stopConfetti;
      })
      .catch((error: unknown) => console.error('Confetti could not start', error));
    return () => {
      isClosed = true;
      stop?.();
    };
  }, []);

  if (!item) return null;
  const isFirst = index === 0;
  const isLast = index === items.length - 1;

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) celebrationStore.clear();
      }}
    >
      <DialogContent
        className="max-w-md gap-0 overflow-hidden p-0 text-center sm:p-0"
        data-testid="celebration-dialog"
        hasCloseButton={false}
      >
        <div className="relative bg-linear-to-br from-brand to-brand-accent px-6 pt-8 pb-10 text-brand-foreground">
          <p className="flex items-center justify-center gap-1.5 text-xs font-semibold tracking-widest uppercase">
            <PartyPopperIcon aria-hidden="true" className="size-4" />
            {HEADINGS[item.kind]}
          </p>
          <div
            aria-hidden="true"
            className="mx-auto mt-5 flex size-24 items-center justify-center rounded-full bg-card text-5xl shadow-xl ring-4 ring-brand-foreground/40 motion-safe:animate-zoom-in"
            key={item.key}
          >
            {/* A drawn trophy for a goal: it shows whatever emoji font the device has. */}
            {item.kind === 'goal' ? (
              <TrophyIcon aria-hidden="true" className="size-12 text-brand" />
            ) : (
              item.icon
            )}
          </div>
        </div>
        <div className="space-y-4 px-6 pt-6 pb-6">
          <div className="space-y-2">
            <DialogTitle className="text-2xl font-bold wrap-anywhere">{item.title}</DialogTitle>
            <DialogDescription className="text-base">{item.description}</DialogDescription>
          </div>
          {item.pointsAwarded > 0 ? (
            <p className="mx-auto w-fit rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
              +{counted(item.pointsAwarded, noun('point'))}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-2 pt-2">
            <Button
              variant="outline"
              size="sm"
              disabled={isFirst}
              onClick={celebrationStore.previous}
            >
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </Button>
            <p
              className="text-sm font-medium text-muted-foreground tabular-nums"
              aria-live="polite"
              data-testid="celebration-counter"
            >
              {counterText(celebration)}
            </p>
            <Button variant="outline" size="sm" disabled={isLast} onClick={celebrationStore.next}>
              Next
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          <Button className="w-full" size="lg" onClick={celebrationStore.clear}>
            Continue
          </Button>
        </div>
        {/* Its own close button, last in focus order: the standard one would not show on the brand colours. */}
        <DialogClose className="absolute top-3 right-3 z-10 rounded-full p-1.5 text-brand-foreground transition-colors outline-none hover:bg-brand-foreground/15 focus-visible:ring-2 focus-visible:ring-brand-foreground">
          <XIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">Close</span>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
};

export default CelebrationDialog;
