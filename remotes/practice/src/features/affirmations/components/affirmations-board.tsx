import type { TAffirmation } from '@manifest/contracts/catalogue';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { Quote } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

import { completeAffirmationUrl, useCompleteAffirmation } from '../api/complete-affirmation';
import { useUndoAffirmation } from '../api/undo-affirmation';
import { useAffirmations } from '../api/get-affirmations';
import { useCompletedAffirmations } from '../api/get-completed-affirmations';
import {
  AFFIRMATION_FILTERS,
  affirmationsIn,
  todayProgress,
  type TAffirmationFilter,
} from '../utils/affirmation-categories';
import { AffirmationCard } from './affirmation-card';
import { AffirmationsProgress } from './affirmations-progress';
import { CategoryFilter } from './category-filter';
import { BoardLoading } from '../../../components/board-loading';
import { useWaitingUrls } from '../../../lib/offline-actions';

/**
 * The filter, today's progress and the cards, with their loading, error and
 * empty states. `renderPlayer` gets the shown affirmations, to read them aloud.
 */
export function AffirmationsBoard({
  renderPlayer,
}: {
  renderPlayer: (shown: TAffirmation[], listName: string) => ReactNode;
}) {
  const [filter, setFilter] = useState<TAffirmationFilter>('all');
  const affirmations = useAffirmations();
  const completed = useCompletedAffirmations();
  const complete = useCompleteAffirmation();
  const undo = useUndoAffirmation();
  // A second click before the answer sends nothing (the first already takes it back).
  const isUndoSending = useRef(false);
  const undoOnce = (id: number) => {
    if (isUndoSending.current) return;
    isUndoSending.current = true;
    undo.mutate(id, {
      onSettled: () => {
        isUndoSending.current = false;
      },
    });
  };
  const waitingUrls = useWaitingUrls();

  if (affirmations.isPending || completed.isPending) {
    return <BoardLoading label="Loading your affirmations..." />;
  }

  if (affirmations.isError || completed.isError) {
    return (
      <ErrorState
        error={[affirmations.error, completed.error]}
        title="We couldn't load your affirmations"
        description="They did not arrive. Check your connection and try again."
        isRetrying={affirmations.isFetching || completed.isFetching}
        onRetry={() => {
          void affirmations.refetch();
          void completed.refetch();
        }}
      />
    );
  }

  const shown = affirmationsIn(affirmations.data, filter);

  // Said offline and waiting to be sent: it counts for today once sent.
  const saidToday = new Set([
    ...completed.data.completedIds,
    ...affirmations.data
      .filter(({ id }) => waitingUrls.has(completeAffirmationUrl(id)))
      .map(({ id }) => id),
  ]);
  const progress = todayProgress(shown, [...saidToday]);
  const listName = AFFIRMATION_FILTERS.find((each) => each.value === filter)?.label ?? 'All';

  return (
    <div className="space-y-6">
      <CategoryFilter value={filter} onChange={setFilter} />
      <AffirmationsProgress {...progress} />
      {renderPlayer(shown, listName)}
      {shown.length === 0 ? (
        <EmptyState
          icon={<Quote />}
          title="No affirmations here yet"
          description="This category has none at the moment. Choose All to see every affirmation."
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((affirmation) => (
            <AffirmationCard
              key={affirmation.id}
              affirmation={affirmation}
              isSaidToday={saidToday.has(affirmation.id)}
              isSaving={complete.isPending && complete.variables === affirmation.id}
              onSaid={() => complete.mutate(affirmation.id)}
              isUndoing={undo.isPending && undo.variables === affirmation.id}
              onUndo={
                completed.data.completedIds.includes(affirmation.id)
                  ? () => undoOnce(affirmation.id)
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
