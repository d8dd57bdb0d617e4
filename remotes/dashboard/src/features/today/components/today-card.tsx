import { isTodayComplete, type TToday } from '@manifest/contracts/today';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { CalendarCheck, PartyPopper } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useToday } from '../api/get-today';
import { useDayTurnover } from '../hooks/use-day-turnover';
import { useWaitingUrls } from '../hooks/use-waiting-urls';
import { completionUrlOf, withWaitingCompleted } from '../utils/today-state';
import { formatTodayDate } from '../utils/today-words';
import { TodayItemRow } from './today-item-row';
import { TodayProgressRing } from './today-progress-ring';
import { TodaySkeleton, TodaySummarySkeleton } from './today-skeleton';
import { TodayStreak } from './today-streak';

const HEADING_ID = 'today-heading';

/**
 * Today, at the top of the dashboard: the day's plan with a one-tap action on each item,
 * a ring that fills as they are done, and the streak with its freezes.
 */
export function TodayCard() {
  const today = useToday();
  const waitingUrls = useWaitingUrls();
  useDayTurnover(today.data?.date, today.data?.timeZone);
  const day = today.data ? withWaitingCompleted(today.data, waitingUrls) : undefined;
  const isLoading = !day && !today.isError;

  return (
    <section aria-labelledby={HEADING_ID}>
      <Card className="p-4 sm:p-6">
        <div className="grid gap-5 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
          {/* Beside a long list on a wide screen, the ring stays in view. */}
          <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
            <div className="flex items-center justify-between gap-4 lg:flex-col lg:items-start">
              <div className="min-w-0">
                <h2 id={HEADING_ID} className="text-2xl font-bold tracking-tight">
                  Today
                </h2>
                <p className="text-sm text-muted-foreground">
                  {day ? formatTodayDate(day.date) : 'Your plan for the day'}
                </p>
              </div>
              {day ? (
                <TodayProgressRing done={day.done} total={day.total} />
              ) : isLoading ? (
                <TodaySummarySkeleton part="ring" />
              ) : null}
            </div>
            {day ? (
              <TodayStreak streak={day.streak} />
            ) : isLoading ? (
              <TodaySummarySkeleton part="streak" />
            ) : null}
            {day && isTodayComplete(day) ? <AllDoneNote /> : null}
          </div>
          <div className="min-w-0">
            {today.isError && !day ? (
              <ErrorState
                error={today.error}
                title="We couldn't load today's plan"
                description="Your plan did not arrive. Check your connection and try again."
                isRetrying={today.isFetching}
                onRetry={() => void today.refetch()}
              />
            ) : day ? (
              <TodayList day={day} waitingUrls={waitingUrls} />
            ) : (
              <TodaySkeleton />
            )}
          </div>
        </div>
      </Card>
    </section>
  );
}

function TodayList({ day, waitingUrls }: { day: TToday; waitingUrls: ReadonlySet<string> }) {
  if (day.items.length === 0) {
    return (
      <EmptyState
        icon={<CalendarCheck />}
        title="Nothing planned for today"
        description="Add a daily task and it shows up here, ready to tick off."
        action={
          <Button asChild>
            <Link to="/daily-tasks">Go to Daily Tasks</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul aria-label="Today's plan" className="divide-y divide-border">
      {day.items.map((item) => {
        const url = completionUrlOf(item.action);
        return (
          <TodayItemRow
            key={item.id}
            item={item}
            isWaiting={url !== null && waitingUrls.has(url)}
          />
        );
      })}
    </ul>
  );
}

function AllDoneNote() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-success/30 bg-success/10 p-3"
    >
      <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div>
        <p className="font-semibold">All done for today</p>
        <p className="text-sm text-muted-foreground">
          Every part of today&apos;s plan is done. See you tomorrow!
        </p>
      </div>
    </div>
  );
}
