import {
  ratingOf,
  VITAL_THRESHOLDS,
  WEB_VITAL_NAMES,
  type TPerformanceResponse,
  type TVitalRating,
  type TWebVitalName,
} from '@manifest/contracts/client-reports';

type TVitalRow = TPerformanceResponse['vitals'][number];

/** A vital's value as people read it: seconds or milliseconds, CLS as a score. */
export function formatVital(name: TWebVitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** Whole percent of `whole`, 0 when there is none. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

export type TVitalSummary = {
  name: TWebVitalName;
  samples: number;
  shares: Record<TVitalRating, number>;
};

/** Per vital over every route: page loads reported, and the share in each rating (percent). */
export function vitalSummaries(rows: readonly TVitalRow[]): TVitalSummary[] {
  return WEB_VITAL_NAMES.map((name) => {
    const own = rows.filter((row) => row.name === name);
    const total = (pick: (row: TVitalRow) => number) =>
      own.reduce((sum, row) => sum + pick(row), 0);
    const samples = total((row) => row.samples);
    return {
      name,
      samples,
      shares: {
        good: percentOf(
          total((row) => row.good),
          samples,
        ),
        'needs-improvement': percentOf(
          total((row) => row.needsImprovement),
          samples,
        ),
        poor: percentOf(
          total((row) => row.poor),
          samples,
        ),
      },
    };
  });
}

export type TRouteBar = { route: string; p75: number; rating: TVitalRating; widthPercent: number };

/**
 * One vital's routes, slowest first, as bars: the 75th percentile, its rating,
 * and a width on a scale that always shows the "poor" threshold.
 */
export function routeBars(rows: readonly TVitalRow[], name: TWebVitalName): TRouteBar[] {
  const own = rows.filter((row) => row.name === name).sort((a, b) => b.p75 - a.p75);
  const scale = Math.max(VITAL_THRESHOLDS[name][1], ...own.map((row) => row.p75));
  return own.map(({ route, p75 }) => ({
    route,
    p75,
    rating: ratingOf(name, p75),
    widthPercent: Math.max(2, Math.round((p75 / scale) * 100)),
  }));
}
