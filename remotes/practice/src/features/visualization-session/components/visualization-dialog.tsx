import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Progress } from '@manifest/ui/progress';
import { CheckCircle2, Pause, Play, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';

import { clockText } from '../../../lib/time/clock-text';
import { useCountdown } from '../../../lib/time/use-countdown';
import { useRecordVisualization } from '../api/record-visualization';
import {
  INTRO_ITEMS_MAX,
  visualizationSteps,
  type TVisualizationStep,
} from '../utils/visualization-steps';

/** What to visualize: a goal (its own script), or the vision items. */
export type TVisualizationTarget = { goalTitle?: string; items: ReadonlyArray<string> };

type TPhase = 'intro' | 'running' | 'complete';

/** The guided visualization dialog (spec 001 sections 2 and 4). */
export function VisualizationDialog({
  target,
  onClose,
}: {
  target: TVisualizationTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-lg">
        {target ? <Session target={target} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Session({ target, onClose }: { target: TVisualizationTarget; onClose: () => void }) {
  const [phase, setPhase] = useState<TPhase>('intro');
  const [stepIndex, setStepIndex] = useState(0);
  const [run, setRun] = useState(0);
  const record = useRecordVisualization();
  const steps = visualizationSteps(target.goalTitle);
  const step = steps[stepIndex];

  const restart = () => {
    setPhase('intro');
    setStepIndex(0);
    setRun((count) => count + 1);
  };
  const next = () => {
    if (stepIndex + 1 < steps.length) setStepIndex(stepIndex + 1);
    else setPhase('complete');
  };
  const complete = () => record.mutate(target.goalTitle, { onSettled: onClose });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Guided Visualization</DialogTitle>
        <DialogDescription>
          {target.goalTitle ?? 'Your vision board, brought to life in four short steps.'}
        </DialogDescription>
      </DialogHeader>
      {phase === 'intro' ? (
        <div className="grid gap-4">
          {target.items.length > 0 ? (
            <ul className="grid gap-2" aria-label="What you will visualize">
              {target.items.slice(0, INTRO_ITEMS_MAX).map((item) => (
                <li key={item} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
                  <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          <Button size="lg" onClick={() => setPhase('running')}>
            Begin Visualization (4 minutes)
          </Button>
        </div>
      ) : phase === 'running' && step ? (
        <StepRunner
          key={`${run}-${stepIndex}`}
          step={step}
          index={stepIndex}
          total={steps.length}
          onDone={next}
          onRestart={restart}
        />
      ) : (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
          <p className="text-lg font-semibold" role="status">
            Visualization Complete!
          </p>
          <p className="text-sm text-muted-foreground">
            Carry this feeling with you, and take the step you chose today.
          </p>
          <DialogFooter className="w-full">
            <Button className="w-full" onClick={complete} disabled={record.isPending}>
              Complete Session
            </Button>
          </DialogFooter>
        </div>
      )}
    </>
  );
}

function StepRunner({
  step,
  index,
  total,
  onDone,
  onRestart,
}: {
  step: TVisualizationStep;
  index: number;
  total: number;
  onDone: () => void;
  onRestart: () => void;
}) {
  // Each step runs from its first render; the runner is keyed by step.
  const countdown = useCountdown(step.seconds, onDone, { startRunning: true });
  const isPaused = countdown.status === 'paused';

  return (
    <div className="grid gap-4">
      <ol className="flex justify-center gap-2" aria-label="Steps">
        {Array.from({ length: total }, (_, dot) => (
          <li
            key={dot}
            aria-current={dot === index ? 'step' : undefined}
            className={cn(
              'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
              dot < index && 'bg-success text-success-foreground',
              dot === index && 'bg-primary text-primary-foreground',
              dot > index && 'bg-muted text-muted-foreground',
            )}
          >
            {dot + 1}
          </li>
        ))}
      </ol>
      <div className="space-y-2 text-center">
        <h3 className="text-lg font-semibold">{step.title}</h3>
        <p className="text-muted-foreground">{step.instruction}</p>
      </div>
      <p
        className="text-center text-4xl font-bold tabular-nums"
        role="timer"
        aria-label="Time left in this step"
      >
        {clockText(countdown.remaining)}
      </p>
      <p className="text-center text-sm text-muted-foreground">
        Step {index + 1} of {total}
      </p>
      <Progress
        value={step.seconds - countdown.remaining}
        max={step.seconds}
        aria-label="Step progress"
      />
      <div className="flex justify-center gap-2">
        {isPaused ? (
          <Button onClick={countdown.resume}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        ) : (
          <Button variant="outline" onClick={countdown.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        )}
        <Button variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          Restart
        </Button>
      </div>
    </div>
  );
}
