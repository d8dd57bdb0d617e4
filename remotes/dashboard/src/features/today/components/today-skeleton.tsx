import { Skeleton } from '@manifest/ui/skeleton';

const ROWS = 5;

/** Today while its plan loads: the shape of the list, so nothing jumps when it arrives. */
export function TodaySkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading today's plan" className="divide-y divide-border">
      {Array.from({ length: ROWS }, (_, index) => (
        <li key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
          <Skeleton className="h-9 w-24" />
        </li>
      ))}
    </ul>
  );
}
