import { Skeleton } from '@manifest/ui/skeleton';

/** The tools or notes tab while its code or what the person saved is on its way. */
export function ToolsSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}
