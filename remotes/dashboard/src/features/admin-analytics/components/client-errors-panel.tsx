import type { TPerformanceResponse } from '@manifest/contracts/client-reports';
import { Badge } from '@manifest/ui/badge';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';

const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest client errors, one row per message and source, newest first. */
export function ClientErrorsPanel({ errors }: { errors: TPerformanceResponse['errors'] }) {
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold tracking-tight">Client Errors</h3>
      </CardHeader>
      <CardContent>
        {errors.length === 0 ? (
          <p className="text-sm text-muted-foreground">No errors reported in this period.</p>
        ) : (
          <ol className="grid gap-2">
            {errors.map((error) => (
              <li
                key={`${error.source}-${error.message}`}
                className="grid gap-1 rounded-md border px-3 py-2"
              >
                <p className="text-sm font-medium break-words">{error.message}</p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">{error.source}</Badge>
                  <span className="tabular-nums">
                    {error.count === 1 ? 'once' : `${error.count} times`}
                  </span>
                  <time dateTime={error.lastSeen} className="ml-auto">
                    last {TIME.format(new Date(error.lastSeen))}
                  </time>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
