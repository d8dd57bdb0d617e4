import type { TMeditation } from '@manifest/contracts/catalogue';
import { counted, noun } from '@manifest/contracts/counted';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Progress } from '@manifest/ui/progress';
import { CheckCircle2, Pause, Play } from 'lucide-react';
import { useEffect } from 'react';

import type { TNarration } from '../../../lib/speech/use-narration';
import { clockText } from '../../../lib/time/clock-text';
import { useCountdown } from '../../../lib/time/use-countdown';

type TSessionDialogProps = {
  meditation: TMeditation | null;
  narration: TNarration;
  canNarrate: boolean;
  onClose: () => void;
};

/** The session view: the meditation's length counting down, with its narration. */
export function SessionDialog({ meditation, narration, canNarrate, onClose }: TSessionDialogProps) {
  return (
    <Dialog open={meditation !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-md">
        {meditation ? (
          <SessionView
            key={meditation.id}
            meditation={meditation}
            narration={narration}
            canNarrate={canNarrate}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SessionView({
  meditation,
  narration,
  canNarrate,
  onClose,
}: Omit<TSessionDialogProps, 'meditation'> & { meditation: TMeditation }) {
  const { stop: stopNarration, play: playNarration } = narration;
  const countdown = useCountdown(meditation.duration, stopNarration);
  const { start } = countdown;
  const isDone = countdown.status === 'done';
  const isPaused = countdown.status === 'paused';

  useEffect(() => {
    start();
    if (canNarrate && meditation.script) playNarration(meditation.id, meditation.script);
    return stopNarration;
    // Once per session: the view is keyed by the meditation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pause = () => {
    countdown.pause();
    narration.pause();
  };
  const resume = () => {
    countdown.resume();
    narration.resume();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{meditation.title}</DialogTitle>
        <DialogDescription>
          {isDone
            ? 'Session complete. Take a moment before you move on.'
            : 'Close your eyes, breathe slowly and follow the voice.'}
        </DialogDescription>
      </DialogHeader>
      {isDone ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
          <p className="text-lg font-semibold" role="status">
            Meditation Complete
          </p>
          <p className="text-sm text-muted-foreground">
            {counted(Math.ceil(meditation.duration / 60), noun('minute'))} of calm, counted in your
            practice.
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 py-4">
          <p
            className="text-6xl font-bold tracking-tight tabular-nums"
            role="timer"
            aria-label="Time remaining"
          >
            {clockText(countdown.remaining)}
          </p>
          <Progress
            value={meditation.duration - countdown.remaining}
            max={meditation.duration}
            aria-label="Session progress"
          />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {isPaused
              ? 'Paused'
              : canNarrate && meditation.script
                ? 'Narration playing'
                : 'Silent session'}
          </p>
        </div>
      )}
      <DialogFooter>
        {isDone ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              End Session
            </Button>
            {isPaused ? (
              <Button onClick={resume}>
                <Play aria-hidden="true" />
                Resume
              </Button>
            ) : (
              <Button onClick={pause}>
                <Pause aria-hidden="true" />
                Pause
              </Button>
            )}
          </>
        )}
      </DialogFooter>
    </>
  );
}
