import type { TChallenge } from '@manifest/contracts/challenges';
import { ErrorState } from '@manifest/ui/page-states';

import { useChallengeTools } from '../api/get-challenge-tools';
import { ChallengeNotes } from './challenge-notes';
import { FearInventory } from './fear-inventory';
import { FinancialCalculator } from './financial-calculator';
import { SocialCircleAudit } from './social-circle-audit';
import { ToolsSkeleton } from './tools-skeleton';

const DEFAULT_NOTES_PLACEHOLDER = 'What did you notice, feel or decide during this challenge?';

/** The tools or notes tab, once what the person saved before has arrived. */
export function SavedToolsTab({
  challenge,
  part,
}: {
  challenge: TChallenge;
  part: 'tools' | 'notes';
}) {
  const saved = useChallengeTools(challenge.id);

  if (saved.isPending) return <ToolsSkeleton />;
  if (saved.isError) {
    return (
      <ErrorState
        error={saved.error}
        title="We couldn't load what you saved"
        description="Check your connection and try again."
        isRetrying={saved.isFetching}
        onRetry={() => void saved.refetch()}
      />
    );
  }

  if (part === 'notes') {
    return (
      <ChallengeNotes
        challengeId={challenge.id}
        saved={saved.data.notes ?? ''}
        placeholder={challenge.notesPlaceholder ?? DEFAULT_NOTES_PLACEHOLDER}
      />
    );
  }
  switch (challenge.tool) {
    case 'financial-calculator':
      return <FinancialCalculator challengeId={challenge.id} saved={saved.data.calculator} />;
    case 'social-circle-audit':
      return <SocialCircleAudit challengeId={challenge.id} saved={saved.data.audit ?? []} />;
    case 'fear-inventory':
      return <FearInventory challengeId={challenge.id} saved={saved.data.fears ?? []} />;
    case null:
      return (
        <p className="text-sm text-muted-foreground">
          This challenge has no special tools. The timer and your notes are all you need.
        </p>
      );
  }
}
