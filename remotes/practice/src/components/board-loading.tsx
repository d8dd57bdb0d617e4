import { Card } from '@manifest/ui/card';
import { LoadingState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import type { ReactNode } from 'react';

/**
 * A practice page while its data loads: the figures' frames (`figures`), the
 * words a screen reader reads, and three card skeletons where the cards will be.
 */
export function BoardLoading({ label, figures }: { label: string; figures?: ReactNode }) {
  return (
    <div className="space-y-6">
      {figures}
      <LoadingState label={label} className="py-4" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="space-y-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
