import type { TChallenge } from '@manifest/contracts/challenges';
import { counted, noun } from '@manifest/contracts/counted';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { CheckCircle2, Clock, Star } from 'lucide-react';

import { DifficultyBadge } from '../../../components/difficulty-badge';
import type { TChallengeState } from '../utils/challenge-progress';

/** One challenge: what it asks, what it pays, and the one next step (start, complete, done). */
export function ChallengeCard({
  challenge,
  state,
  isStarting,
  isCompleting,
  onStart,
  onComplete,
  onOpen,
}: {
  challenge: TChallenge;
  state: TChallengeState;
  isStarting: boolean;
  isCompleting: boolean;
  onStart: () => void;
  onComplete: () => void;
  onOpen: () => void;
}) {
  const titleId = `challenge-${challenge.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 p-5', state === 'completed' && 'border-success/60')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{challenge.category}</Badge>
        <DifficultyBadge difficulty={challenge.difficulty} />
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {challenge.title}
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{challenge.description}</p>
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
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onOpen} aria-describedby={titleId}>
          Open
        </Button>
        {state === 'completed' ? (
          <Button variant="secondary" disabled aria-describedby={titleId}>
            <CheckCircle2 aria-hidden="true" />
            Completed
          </Button>
        ) : state === 'started' ? (
          <Button onClick={onComplete} disabled={isCompleting} aria-describedby={titleId}>
            {isCompleting ? 'Completing...' : 'Mark Complete'}
          </Button>
        ) : (
          <Button onClick={onStart} disabled={isStarting} aria-describedby={titleId}>
            {isStarting ? 'Starting...' : 'Start Challenge'}
          </Button>
        )}
      </div>
    </Card>
  );
}
