import { counted, noun } from '@manifest/contracts/counted';
import type { TProgressDay } from '@manifest/contracts/progress-calendar';
import { cn } from '@manifest/ui/cn';
import { useMemo, useState, type KeyboardEvent } from 'react';

import { activitiesText, pointsText, shortDay } from '../utils/calendar-days';
import {
  POINTS_CHART_TITLE,
  shapePointsChart,
  type TPointsChart,
} from '../utils/points-chart-data';
import { ChartCard } from './chart-card';
import { PointsChartTable } from './points-chart-table';

const NUMBER = new Intl.NumberFormat('en-US');

const summaryOf = (chart: TPointsChart) =>
  `${POINTS_CHART_TITLE}: ${counted(chart.totalPoints, noun('point'))} on ${counted(chart.activeDays, noun('active day'))}${chart.best ? `; best day ${shortDay(chart.best.day)} with ${pointsText(chart.best.points)}` : ''}. Use the left and right arrow keys to read each day.`;

/** Where a tooltip sits over bar `index` of `count`: centred, or kept inside near the edges. */
const tooltipShift = (index: number, count: number) => {
  const position = (index + 0.5) / count;
  if (position < 0.15) return '-15%';
  if (position > 0.85) return '-85%';
  return '-50%';
};

/**
 * Points per day over the last 8 weeks, as bars drawn with plain elements. A
 * pointer or the arrow keys (the plot is one tab stop) show a day's tooltip; a
 * screen reader hears the summary, each day as the keys move, and has the table.
 */
export function PointsChart({ days }: { days: ReadonlyArray<TProgressDay> }) {
  const chart = useMemo(() => shapePointsChart(days), [days]);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const count = chart.bars.length;
  const active = activeIndex === null ? null : (chart.bars[activeIndex] ?? null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = activeIndex ?? count - 1;
    const moves: Record<string, number> = {
      ArrowLeft: from - 1,
      ArrowRight: from + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActiveIndex(Math.max(0, Math.min(count - 1, target)));
  };

  return (
    <ChartCard
      title="Points per day"
      subtitle="Last 8 weeks"
      aside={
        <p className="text-right">
          <span className="block text-2xl leading-7 font-bold tabular-nums">
            {NUMBER.format(chart.totalPoints)}
          </span>
          <span className="text-xs text-muted-foreground">points in 8 weeks</span>
        </p>
      }
    >
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-48 w-8 shrink-0 text-xs text-muted-foreground"
        >
          {chart.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(tick / chart.scaleMax) * 100}%` }}
            >
              {NUMBER.format(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="group"
            tabIndex={0}
            aria-label={summaryOf(chart)}
            onKeyDown={handleKeyDown}
            onFocus={() => setActiveIndex((index) => index ?? count - 1)}
            onBlur={() => setActiveIndex(null)}
            onMouseLeave={() => setActiveIndex(null)}
            className="relative h-48 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {chart.ticks.map((tick) => (
              <div
                key={tick}
                aria-hidden="true"
                className={cn(
                  'absolute inset-x-0 border-t',
                  tick === 0 ? 'border-border' : 'border-dashed border-border/70',
                )}
                style={{ bottom: `${(tick / chart.scaleMax) * 100}%` }}
              />
            ))}
            {activeIndex !== null ? (
              // A band behind the day in focus, so even a day without points shows where you are.
              <div
                aria-hidden="true"
                className="absolute inset-y-0 rounded-sm bg-primary/10"
                style={{ left: `${(activeIndex / count) * 100}%`, width: `${100 / count}%` }}
              />
            ) : null}
            <div aria-hidden="true" className="absolute inset-0 flex items-end gap-px sm:gap-[3px]">
              {chart.bars.map((bar, index) => (
                <div
                  key={bar.day}
                  data-day={bar.day}
                  className="flex h-full min-w-0 flex-1 items-end"
                  onMouseEnter={() => setActiveIndex(index)}
                >
                  <div
                    className={cn(
                      'w-full origin-bottom rounded-t-[3px] motion-safe:animate-bar-grow',
                      bar.points === 0
                        ? 'h-0.5 bg-border'
                        : index === activeIndex
                          ? 'bg-primary'
                          : 'bg-linear-to-t from-primary/55 to-primary/85',
                    )}
                    style={bar.points === 0 ? undefined : { height: `${bar.heightPercent}%` }}
                  />
                </div>
              ))}
            </div>
            {chart.totalPoints === 0 ? (
              <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-muted-foreground">
                No points in the last 8 weeks yet. Your first activity shows up here.
              </p>
            ) : null}
            {active && activeIndex !== null ? (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute z-10 mb-2 rounded-lg border border-border bg-popover px-3 py-2 text-xs whitespace-nowrap text-popover-foreground shadow-lg"
                style={{
                  left: `${((activeIndex + 0.5) / count) * 100}%`,
                  bottom: `${Math.min(active.heightPercent, 70)}%`,
                  transform: `translateX(${tooltipShift(activeIndex, count)})`,
                }}
              >
                <p className="font-semibold">{shortDay(active.day)}</p>
                <p className="text-muted-foreground">
                  {pointsText(active.points)} · {activitiesText(active.activities)}
                </p>
              </div>
            ) : null}
          </div>
          <div aria-hidden="true" className="relative mt-2 h-4 text-xs text-muted-foreground">
            {chart.bars.map((bar, index) => {
              if (!bar.tickLabel) return null;
              const fromEnd = Math.round((count - 1 - index) / 7);
              const isLast = index === count - 1;
              return (
                <span
                  key={bar.day}
                  // Phones show every other date; the newest is always shown.
                  className={cn(
                    'absolute whitespace-nowrap',
                    isLast ? 'right-0' : '-translate-x-1/2',
                    fromEnd % 2 === 1 && 'hidden sm:inline',
                  )}
                  style={isLast ? undefined : { left: `${((index + 0.5) / count) * 100}%` }}
                >
                  {bar.tickLabel}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <p role="status" className="sr-only">
        {active
          ? `${shortDay(active.day)}: ${pointsText(active.points)}, ${activitiesText(active.activities)}`
          : ''}
      </p>
      <PointsChartTable chart={chart} />
    </ChartCard>
  );
}
