import { CHALLENGE_LEVEL_LABELS, type TChallenge } from '@manifest/contracts/challenges';
import { counted, noun } from '@manifest/contracts/counted';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@manifest/ui/tabs';
import { CheckCircle2, Clock, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { DifficultyBadge } from '../../../components/difficulty-badge';
import { useCountdown } from '../../../lib/time/use-countdown';
import { timerSeconds } from '../utils/timer-length';
import { ChallengeTimer } from './challenge-timer';
import { ToolsSkeleton } from './tools-skeleton';

// The tools and notes are forms (react-hook-form, the contracts' rules): their code comes
// when a dialog opens, not with the page, and is there by the time a tab shows it.
const loadSavedToolsTab = () =>
  import('./saved-tools-tab').then(({ SavedToolsTab: tab }) => ({ default: tab }));
const SavedToolsTab = lazy(loadSavedToolsTab);

type TChallengeDialogProps = {
  challenge: TChallenge | null;
  state: 'not-started' | 'started' | 'completed';
  isCompleting: boolean;
  onComplete: (challenge: TChallenge) => void;
  onClose: () => void;
};

type TTab = 'instructions' | 'timer' | 'tools' | 'notes';

/** The challenge dialog of spec 001 section 2, which really opens here (its footer has Close). */
export function ChallengeDialog(props: TChallengeDialogProps) {
  return (
    <Dialog open={props.challenge !== null} onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <DialogContent className="max-w-2xl" hasCloseButton={false}>
        {props.challenge ? (
          <ChallengeDetails key={props.challenge.id} {...props} challenge={props.challenge} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChallengeDetails({
  challenge,
  state,
  isCompleting,
  onComplete,
}: TChallengeDialogProps & { challenge: TChallenge }) {
  const [tab, setTab] = useState<TTab>('instructions');
  useEffect(() => {
    void loadSavedToolsTab();
  }, []);
  const totalSeconds = timerSeconds(challenge.timeEstimate);
  // At zero the challenge is complete and the notes open (spec 001 section 2).
  const countdown = useCountdown(totalSeconds, () => {
    onComplete(challenge);
    setTab('notes');
  });
  const isCompleted = state === 'completed';

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={challenge.difficulty} labels={CHALLENGE_LEVEL_LABELS} />
          <Badge variant="secondary">{challenge.category}</Badge>
        </div>
        <DialogTitle className="text-xl">{challenge.title}</DialogTitle>
        <DialogDescription>{challenge.description}</DialogDescription>
        <div className="flex flex-wrap gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {challenge.timeEstimate}
          </span>
          <span className="flex items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 text-primary" />
            {counted(challenge.points, noun('point'))}
          </span>
        </div>
      </DialogHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TTab)}>
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="instructions">Instructions</TabsTrigger>
          <TabsTrigger value="timer">Timer</TabsTrigger>
          <TabsTrigger value="tools">Tools</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="instructions" className="pt-4">
          {challenge.instructions.length > 0 ? (
            <ol className="grid list-decimal gap-2 pl-5 text-sm">
              {challenge.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              Read the description above, set the timer, and write what you notice in your notes.
            </p>
          )}
        </TabsContent>
        <TabsContent value="timer" className="pt-4">
          <ChallengeTimer countdown={countdown} totalSeconds={totalSeconds} />
        </TabsContent>
        <TabsContent value="tools" className="pt-4">
          <Suspense fallback={<ToolsSkeleton />}>
            <SavedToolsTab challenge={challenge} part="tools" />
          </Suspense>
        </TabsContent>
        <TabsContent value="notes" className="pt-4">
          <Suspense fallback={<ToolsSkeleton />}>
            <SavedToolsTab challenge={challenge} part="notes" />
          </Suspense>
        </TabsContent>
      </Tabs>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {isCompleted ? (
          <Button disabled>
            <CheckCircle2 aria-hidden="true" />
            Completed
          </Button>
        ) : (
          <Button onClick={() => onComplete(challenge)} disabled={isCompleting}>
            {isCompleting ? 'Completing...' : 'Mark Complete'}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
