import { useMeditationSessions } from '@manifest/api-client/calls/meditation-sessions';
import type { TMeditation } from '@manifest/contracts/catalogue';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { Button } from '@manifest/ui/button';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { toast } from '@manifest/ui/use-toast';
import { Flower2 } from 'lucide-react';
import { useState } from 'react';

import type { TNarration } from '../../../lib/speech/use-narration';
import { useMeditations } from '../api/get-meditations';
import { useStartMeditation } from '../api/start-meditation';
import {
  categoriesIn,
  meditationsIn,
  totalMinutes,
  type TMeditationFilter,
} from '../utils/meditation-figures';
import { CategoryFilter } from './category-filter';
import { MeditationCard } from './meditation-card';
import { MeditationStats, MeditationStatsSkeleton } from './meditation-stats';
import { SessionDialog } from './session-dialog';
import { BoardLoading } from '../../../components/board-loading';

/** The figures, the filter, the meditation cards and the session view. */
export function MeditationsBoard({
  narration,
  canNarrate,
}: {
  narration: TNarration;
  /** Voices are loaded: the play buttons work. */
  canNarrate: boolean;
}) {
  const meditations = useMeditations();
  const sessions = useMeditationSessions();
  const start = useStartMeditation();
  const [filter, setFilter] = useState<TMeditationFilter>('all');
  const [inSession, setInSession] = useState<TMeditation | null>(null);

  if (meditations.isPending || sessions.isPending) {
    return <BoardLoading label="Loading meditations..." figures={<MeditationStatsSkeleton />} />;
  }

  if (meditations.isError || sessions.isError) {
    return (
      <ErrorState
        error={[meditations.error, sessions.error]}
        title="We couldn't load the meditations"
        description="They did not arrive. Check your connection and try again."
        isRetrying={meditations.isFetching || sessions.isFetching}
        onRetry={() => {
          void meditations.refetch();
          void sessions.refetch();
        }}
      />
    );
  }

  const shown = meditationsIn(meditations.data, filter);
  const play = (meditation: TMeditation) => {
    if (!meditation.script) {
      toast({
        title: 'No Script Available',
        description: 'Please generate a meditation script first.',
        variant: 'destructive',
      });
      return;
    }
    narration.play(meditation.id, meditation.script);
  };
  const begin = (meditation: TMeditation) => {
    narration.stop();
    start.mutate(meditation.id, { onSuccess: () => setInSession(meditation) });
  };

  return (
    <div className="space-y-6">
      <MeditationStats
        sessions={sessions.data.length}
        minutes={totalMinutes(sessions.data)}
        available={meditations.data.length}
      />
      <CategoryFilter
        categories={categoriesIn(meditations.data)}
        value={filter}
        onChange={setFilter}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<Flower2 />}
          title="No meditations found"
          description={
            filter === 'all'
              ? 'New guided meditations are on their way.'
              : `There are no ${filter} meditations yet.`
          }
          action={
            filter === 'all' ? undefined : (
              <Button onClick={() => setFilter('all')}>View All Meditations</Button>
            )
          }
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((meditation) => (
            <MeditationCard
              key={meditation.id}
              meditation={meditation}
              isNarrating={narration.playingKey === meditation.id && inSession === null}
              canNarrate={canNarrate}
              isStarting={start.isPending && start.variables === meditation.id}
              onPlay={() => play(meditation)}
              onStop={narration.stop}
              onBegin={() => begin(meditation)}
            />
          ))}
        </div>
      )}
      <SessionDialog
        meditation={inSession}
        narration={narration}
        canNarrate={canNarrate}
        onClose={() => {
          setInSession(null);
          void checkBadgesAndCelebrate();
        }}
      />
    </div>
  );
}
