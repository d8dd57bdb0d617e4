import { Card } from '@manifest/ui/card';
import { Skeleton } from '@manifest/ui/skeleton';

/**
 * The card's shape while a review that was on screen last visit loads again, at the
 * height of a real one, so the stat cards below do not move when it arrives.
 */
export function WeeklyReviewSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading your week" className="p-4 sm:p-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-8">
        <div>
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1">
              <Skeleton className="h-6 w-28" />
              <Skeleton className="mt-1 h-4 w-32" />
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-[3.65rem] rounded-xl sm:h-[3.9rem]" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:pt-1">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-[8.7rem] rounded-xl lg:h-[7.25rem]" />
        </div>
      </div>
    </Card>
  );
}
