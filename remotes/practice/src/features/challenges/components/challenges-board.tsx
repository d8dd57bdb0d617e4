import { useChallengeHistory } from '@manifest/api-client/calls/challenge-history';
import type { TChallenge } from '@manifest/contracts/challenges';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { useChallenges } from '../api/get-challenges';
import { useCompleteChallenge } from '../api/complete-challenge';
import { useStartChallenge } from '../api/start-challenge';
import {
  challengeState,
  challengeSummary,
  type TChallengeState,
} from '../utils/challenge-progress';
import { ChallengeCard } from './challenge-card';
import { ChallengeStats, ChallengeStatsSkeleton } from './challenge-stats';
import { ResetChallengesButton } from './reset-challenges-button';
import { BoardLoading } from '../../../components/board-loading';

export type TChallengeDialogProps = {
  challenge: TChallenge | null;
  state: TChallengeState;
  isCompleting: boolean;
  onComplete: (challenge: TChallenge) => void;
  onClose: () => void;
};

/**
 * The figures, Reset All, the cards, and the challenge dialog (`renderDialog`,
 * from the challenge-tools feature), with loading, error and empty states.
 */
export function ChallengesBoard({
  renderDialog,
}: {
  renderDialog: (props: TChallengeDialogProps) => ReactNode;
}) {
  const challenges = useChallenges();
  const history = useChallengeHistory();
  const start = useStartChallenge();
  const complete = useCompleteChallenge();
  const [openId, setOpenId] = useState<number | null>(null);

  if (challenges.isPending || history.isPending) {
    return <BoardLoading label="Loading challenges..." figures={<ChallengeStatsSkeleton />} />;
  }

  if (challenges.isError || history.isError) {
    return (
      <ErrorState
        error={[challenges.error, history.error]}
        title="We couldn't load the challenges"
        description="They did not arrive. Check your connection and try again."
        isRetrying={challenges.isFetching || history.isFetching}
        onRetry={() => {
          void challenges.refetch();
          void history.refetch();
        }}
      />
    );
  }

  const summary = challengeSummary(challenges.data, history.data);
  const opened = challenges.data.find((challenge) => challenge.id === openId) ?? null;
  const completeChallenge = (challenge: TChallenge) => {
    if (challengeState(challenge.id, history.data) !== 'completed') complete.mutate(challenge.id);
  };

  return (
    <div className="space-y-6">
      <ChallengeStats {...summary} />
      <div className="flex justify-end">
        <ResetChallengesButton hasProgress={history.data.length > 0} />
      </div>
      {challenges.data.length === 0 ? (
        <EmptyState
          icon={<Trophy />}
          title="No challenges yet"
          description="New transformation challenges are on their way."
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {challenges.data.map((challenge) => (
            <ChallengeCard
              key={challenge.id}
              challenge={challenge}
              state={challengeState(challenge.id, history.data)}
              isStarting={start.isPending && start.variables === challenge.id}
              isCompleting={complete.isPending && complete.variables === challenge.id}
              onStart={() => start.mutate(challenge.id)}
              onComplete={() => completeChallenge(challenge)}
              onOpen={() => setOpenId(challenge.id)}
            />
          ))}
        </div>
      )}
      {renderDialog({
        challenge: opened,
        state: opened ? challengeState(opened.id, history.data) : 'not-started',
        isCompleting: complete.isPending,
        onComplete: completeChallenge,
        onClose: () => setOpenId(null),
      })}
    </div>
  );
}
