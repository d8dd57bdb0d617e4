import { Button } from '@manifest/ui/button';
import { Progress } from '@manifest/ui/progress';
import { CheckCircle2, Pause, Play, RotateCcw } from 'lucide-react';

import { clockText } from '../../../lib/time/clock-text';
import type { useCountdown } from '../../../lib/time/use-countdown';

/** The challenge timer (spec 001 section 2, "Small tools"): Start, Pause, Reset. */
export function ChallengeTimer({
  countdown,
  totalSeconds,
}: {
  countdown: ReturnType<typeof useCountdown>;
  totalSeconds: number;
}) {
  if (countdown.status === 'done') {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        <p className="text-lg font-semibold" role="status">
          Challenge Complete!
        </p>
        <Button variant="outline" onClick={() => countdown.reset()}>
          Start New Session
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-4">
      <p
        className="text-5xl font-bold tracking-tight tabular-nums"
        role="timer"
        aria-label="Time remaining"
      >
        {clockText(countdown.remaining)}
      </p>
      <Progress
        value={totalSeconds - countdown.remaining}
        max={totalSeconds}
        aria-label="Timer progress"
      />
      <div className="flex gap-2">
        {countdown.status === 'running' ? (
          <Button onClick={countdown.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button onClick={countdown.status === 'paused' ? countdown.resume : countdown.start}>
            <Play aria-hidden="true" />
            Start
          </Button>
        )}
        <Button variant="outline" onClick={() => countdown.reset()}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  );
}
