import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { Skeleton } from '@manifest/ui/skeleton';
import type { ReactNode } from 'react';

/** A titled panel of label/value rows; skeleton rows until the figures arrive. */
export function FigurePanel({
  title,
  rows,
}: {
  title: string;
  rows: ReadonlyArray<{ label: string; value: ReactNode }> | null;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          {(rows ?? [null, null, null]).map((row, index) => (
            <div key={row?.label ?? index} className="flex items-center justify-between gap-4">
              {row ? (
                <>
                  <dt className="text-sm text-muted-foreground">{row.label}</dt>
                  <dd className="font-semibold tabular-nums">{row.value}</dd>
                </>
              ) : (
                <Skeleton className="h-5 w-full" />
              )}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
