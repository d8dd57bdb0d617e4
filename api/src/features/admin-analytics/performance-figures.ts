import type {
  TClientErrorSource,
  TPerformanceResponse,
  TWebVitalName,
} from '@manifest/contracts/client-reports';
import type { Knex } from 'knex';
import type { AnalyticsWindow } from './analytics-window';

/** Route and vital pairs shown, most reported first: routes come from browsers, so they are bounded here. */
const MAX_VITAL_ROWS = 100;
const LATEST_ERROR_GROUPS = 20;

const int = (value: unknown) => Number(value ?? 0);

/**
 * The Performance tab's figures over a period: per route and vital, the 75th
 * percentile and the page loads in each rating; the latest client errors
 * grouped by message and source. Both read by the `recorded_at` index.
 */
export async function performanceFigures(
  knex: Knex,
  { from, to }: Pick<AnalyticsWindow, 'from' | 'to'>,
): Promise<TPerformanceResponse> {
  const inPeriod = (table: string) =>
    knex(table).where('recorded_at', '>=', from).andWhere('recorded_at', '<', to);
  const [vitals, errors] = await Promise.all([
    inPeriod('web_vitals')
      .groupBy('route', 'name')
      .select(
        'route',
        'name',
        knex.raw('percentile_cont(0.75) within group (order by value) as p75'),
        knex.raw('count(*) as samples'),
        knex.raw("count(*) filter (where rating = 'good') as good"),
        knex.raw("count(*) filter (where rating = 'needs-improvement') as needs_improvement"),
        knex.raw("count(*) filter (where rating = 'poor') as poor"),
      )
      .orderBy([{ column: 'samples', order: 'desc' }, 'route', 'name'])
      .limit(MAX_VITAL_ROWS) as Promise<
      Array<{ route: string; name: TWebVitalName } & Record<string, unknown>>
    >,
    inPeriod('client_errors')
      .groupBy('message', 'source')
      .select(
        'message',
        'source',
        knex.raw('count(*) as count'),
        knex.raw('max(recorded_at) as last_seen'),
      )
      .orderBy('last_seen', 'desc')
      .limit(LATEST_ERROR_GROUPS) as Promise<
      Array<{ message: string; source: TClientErrorSource; count: unknown; last_seen: Date }>
    >,
  ]);
  return {
    vitals: vitals
      .map((row) => ({
        route: row.route,
        name: row.name,
        p75: Number(row['p75']),
        samples: int(row['samples']),
        good: int(row['good']),
        needsImprovement: int(row['needs_improvement']),
        poor: int(row['poor']),
      }))
      .sort((a, b) => a.route.localeCompare(b.route) || a.name.localeCompare(b.name)),
    errors: errors.map((row) => ({
      message: row.message,
      source: row.source,
      count: int(row.count),
      lastSeen: new Date(row.last_seen).toISOString(),
    })),
  };
}
