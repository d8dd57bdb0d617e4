import { useChallengeHistory } from '@manifest/api-client/calls/challenge-history';
import { useGoals } from '@manifest/api-client/calls/goals';
import { useMeditationSessions } from '@manifest/api-client/calls/meditation-sessions';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { History, Rocket } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useChallenges } from '../api/get-challenges';
import { selectRecentActivity } from '../utils/select-recent-activity';
import { RecentActivityItem } from './recent-activity-item';

const SKELETON_ROWS = 4;

/** Recent Activity: the newest challenges, meditations and goals, or how to start. */
export function RecentActivityCard() {
  const history = useChallengeHistory();
  const sessions = useMeditationSessions();
  const goals = useGoals();
  // Only names the challenges; the card never waits for it or fails with it.
  const challenges = useChallenges();
  const sources = [history, sessions, goals];

  return (
    <Card className="flex h-full flex-col p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <History aria-hidden="true" className="size-5 text-primary" />
        <h2 className="text-lg font-semibold">Recent Activity</h2>
      </div>
      <div className="mt-4 flex-1">
        {sources.some((query) => query.isError) ? (
          <ErrorState
            error={sources.map((query) => query.error)}
            title="We couldn't load your recent activity"
            isRetrying={sources.some((query) => query.isFetching)}
            onRetry={() =>
              sources.filter((query) => query.isError).forEach((query) => void query.refetch())
            }
          />
        ) : history.data && sessions.data && goals.data ? (
          <RecentActivityList
            items={selectRecentActivity({
              challengeHistory: history.data,
              meditationSessions: sessions.data,
              goals: goals.data,
            })}
            challengeTitles={new Map(challenges.data?.map(({ id, title }) => [id, title]))}
          />
        ) : (
          <ul aria-busy="true" aria-label="Loading recent activity" className="space-y-2">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className="flex items-center gap-3 rounded-xl p-2">
                <Skeleton className="size-10 rounded-xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/5" />
                  <Skeleton className="h-3 w-3/5" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

type TRecentActivityListProps = {
  items: ReturnType<typeof selectRecentActivity>;
  challengeTitles: ReadonlyMap<number, string>;
};

function RecentActivityList({ items, challengeTitles }: TRecentActivityListProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Rocket />}
        title="Start your manifestation journey today!"
        description="Complete a challenge, meditate or set a goal, and your progress shows up here."
        action={
          <Button asChild>
            <Link to="/challenges">Take Your First Challenge</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <RecentActivityItem key={item.key} item={item} challengeTitles={challengeTitles} />
      ))}
    </ul>
  );
}
