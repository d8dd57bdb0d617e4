import type { TProgressDay } from '@manifest/contracts/progress-calendar';

import { monthDay } from './calendar-days';

/** The chart shows the last 8 weeks. */
export const CHART_DAYS = 56;
export const POINTS_CHART_TITLE = 'Points per day, last 8 weeks';
const DAYS_PER_LABEL = 7;
/** About this many gridlines above zero. */
const TARGET_TICKS = 3;

export type TChartBar = TProgressDay & {
  /** Height as a percent of the plot (0 to 100). */
  heightPercent: number;
  /** A date under every 7th bar, counted back from today; null elsewhere. */
  tickLabel: string | null;
};

export type TPointsChart = {
  bars: TChartBar[];
  /** The value at the top of the plot, and the gridlines from 0 up to it. */
  scaleMax: number;
  ticks: number[];
  totalPoints: number;
  activeDays: number;
  best: TProgressDay | null;
};

/** A round step (1, 2, 5 × 10ⁿ) giving about TARGET_TICKS gridlines, and the top it reaches. */
export function niceScale(max: number): { scaleMax: number; ticks: number[] } {
  if (max <= 0) return { scaleMax: 10, ticks: [0, 5, 10] };
  const rough = max / TARGET_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalized = rough / magnitude;
  const step = Math.max(
    1,
    (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude,
  );
  const scaleMax = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: scaleMax / step + 1 }, (_, index) => index * step);
  return { scaleMax, ticks };
}

/** Points per day for the chart: the last `count` days, scaled, with weekly date labels. */
export function shapePointsChart(
  days: ReadonlyArray<TProgressDay>,
  count: number = CHART_DAYS,
): TPointsChart {
  const recent = days.slice(-count);
  const max = Math.max(0, ...recent.map((day) => day.points));
  const { scaleMax, ticks } = niceScale(max);
  let best: TProgressDay | null = null;
  for (const day of recent) if (day.points > 0 && (!best || day.points > best.points)) best = day;
  return {
    bars: recent.map((day, index) => ({
      ...day,
      heightPercent: (day.points / scaleMax) * 100,
      tickLabel: (recent.length - 1 - index) % DAYS_PER_LABEL === 0 ? monthDay(day.day) : null,
    })),
    scaleMax,
    ticks,
    totalPoints: recent.reduce((sum, day) => sum + day.points, 0),
    activeDays: recent.filter((day) => day.activities > 0).length,
    best,
  };
}
