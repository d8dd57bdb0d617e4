import type { TWeeklyReview } from '@manifest/contracts/weekly-review';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { ToneIcon, type TTone } from '@manifest/ui/tone-icon';
import { toast } from '@manifest/ui/use-toast';
import { CalendarRange, Flame, Flower2, ListChecks, Sparkles, Trophy, X } from 'lucide-react';
import type { ReactNode } from 'react';

import { useWeeklyReview } from '../api/get-weekly-review';
import { useReviewDismissal } from '../hooks/use-review-dismissal';
import { isReviewExpected } from '../utils/review-dismissal';
import { bestDayText, daysText, weekRangeText } from '../utils/weekly-review-words';
import { WeeklyReviewSkeleton } from './weekly-review-skeleton';

const HEADING_ID = 'weekly-review-heading';

/**
 * "Your week" on the dashboard: what Sunday evening's review said, until the next one or
 * until the person closes it for that week. Nothing when there is no review, and nothing
 * when it cannot load (Today and the stat cards around it carry the page).
 */
export function WeeklyReviewCard() {
  const answer = useWeeklyReview();
  const review = answer.data?.review;
  const { dismissedWeek, shownWeek, isDismissed, dismiss } = useReviewDismissal(
    answer.data ? (review?.weekEnd ?? null) : undefined,
  );

  if (answer.isPending) {
    return isReviewExpected(shownWeek, dismissedWeek) ? <WeeklyReviewSkeleton /> : null;
  }
  if (!review || isDismissed) return null;

  const onDismiss = () => {
    dismiss(review.weekEnd);
    toast({
      title: 'Weekly review hidden',
      description: 'Your next one arrives on Sunday evening.',
    });
  };

  return (
    <section aria-labelledby={HEADING_ID}>
      <Card className="relative overflow-hidden bg-linear-to-br from-primary/10 via-card to-card p-4 sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2 text-muted-foreground sm:top-3 sm:right-3"
          aria-label="Hide this week's review"
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-8">
          <div className="min-w-0">
            <div className="flex items-center gap-3 pr-10">
              <ToneIcon tone="primary">
                <CalendarRange />
              </ToneIcon>
              <div className="min-w-0">
                <h2 id={HEADING_ID} className="text-xl font-bold tracking-tight">
                  Your week
                </h2>
                <p className="text-sm text-muted-foreground">
                  {weekRangeText(review.firstDay, review.lastDay)}
                </p>
              </div>
            </div>
            <WeeklyFigures review={review} />
          </div>
          <div className="flex min-w-0 flex-col gap-3 lg:pt-1">
            <p className="flex items-center gap-2 text-sm">
              <Trophy aria-hidden="true" className="size-4 shrink-0 text-streak" />
              <span>
                <span className="font-semibold">Best day:</span> {bestDayText(review.bestDay)}
              </span>
            </p>
            <figure className="rounded-xl border-l-4 border-primary/50 bg-background/60 px-4 py-3">
              <blockquote className="text-sm leading-relaxed italic">
                <p>“{review.suggestion.text}”</p>
              </blockquote>
              <figcaption className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
                <Sparkles aria-hidden="true" className="size-3.5" />
                {review.suggestion.isFromGuide ? 'Your guide' : 'One idea for next week'}
              </figcaption>
            </figure>
          </div>
        </div>
      </Card>
    </section>
  );
}

function WeeklyFigures({ review }: { review: TWeeklyReview }) {
  return (
    <ul
      aria-label="The week in figures"
      className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
    >
      <Figure tone="primary" icon={<Sparkles />} label="Points" value={review.points} />
      <Figure
        tone="streak"
        icon={<Flame />}
        label="Streak"
        value={review.currentStreak}
        unit={review.currentStreak === 1 ? 'day' : 'days'}
        spoken={daysText(review.currentStreak)}
      />
      <Figure
        tone="calm"
        icon={<Flower2 />}
        label="Meditation"
        value={review.meditationMinutes}
        unit="min"
        spoken={`${review.meditationMinutes} minutes`}
      />
      <Figure tone="success" icon={<ListChecks />} label="Tasks done" value={review.tasksDone} />
    </ul>
  );
}

function Figure(props: {
  tone: TTone;
  icon: ReactNode;
  label: string;
  value: number;
  unit?: string;
  /** What a screen reader hears for value and unit ('3 days'), when it differs. */
  spoken?: string;
}) {
  return (
    <li className="flex items-center gap-2.5 rounded-xl bg-background/60 p-2.5 sm:p-3">
      <ToneIcon tone={props.tone} size="sm">
        {props.icon}
      </ToneIcon>
      <div className="flex min-w-0 flex-col-reverse">
        <span className="truncate text-xs text-muted-foreground">{props.label}</span>
        <span className="text-lg leading-tight font-bold tabular-nums">
          {props.spoken ? (
            <>
              <span aria-hidden="true">
                {props.value.toLocaleString('en-US')}
                <span className="ml-0.5 text-xs font-medium text-muted-foreground">
                  {props.unit}
                </span>
              </span>
              <span className="sr-only">{props.spoken}</span>
            </>
          ) : (
            props.value.toLocaleString('en-US')
          )}
        </span>
      </div>
    </li>
  );
}
