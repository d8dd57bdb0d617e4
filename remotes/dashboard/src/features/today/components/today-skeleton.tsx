import { Skeleton } from '@manifest/ui/skeleton';

// A new person's day has six items; each row is drawn at the height of a real one
// (a title, a detail and the points), so the dashboard under Today barely moves.
const ROWS = 6;

/** The ring and the streak while the plan loads, at their size. */
export function TodaySummarySkeleton({ part }: { part: 'ring' | 'streak' }) {
  return part === 'ring' ? (
    <Skeleton className="size-[88px] shrink-0 rounded-full" />
  ) : (
    <Skeleton className="h-[62px] w-full rounded-xl sm:h-9 lg:h-[62px]" />
  );
}

/** Today while its plan loads: the shape of the list, so nothing jumps when it arrives. */
export function TodaySkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading today's plan" className="divide-y divide-border">
      {Array.from({ length: ROWS }, (_, index) => (
        <li key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1">
            <div className="flex h-6 items-center">
              <Skeleton className="h-4 w-3/5" />
            </div>
            <div className="mt-0.5 flex h-5 items-center">
              <Skeleton className="h-3 w-2/5" />
            </div>
            <div className="mt-0.5 flex h-4 items-center">
              <Skeleton className="h-3 w-1/5" />
            </div>
          </div>
          <Skeleton className="size-10 sm:h-9 sm:w-28" />
        </li>
      ))}
    </ul>
  );
}
