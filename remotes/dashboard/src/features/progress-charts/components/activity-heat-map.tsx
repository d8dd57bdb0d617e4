import { counted, noun } from '@manifest/contracts/counted';
import type { TProgressDay } from '@manifest/contracts/progress-calendar';
import { cn } from '@manifest/ui/cn';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { activitiesText, longDay, pointsText } from '../utils/calendar-days';
import { buildHeatMap, type THeatCell } from '../utils/heat-map';
import { ChartCard } from './chart-card';
import { CELL_CLASS, HeatMapColumns, WEEK_COLUMN_CLASS } from './heat-map-columns';
import { HEAT_LEVEL_CLASSES, HeatLegend } from './heat-levels';

// Arrow keys move by a day within a week (up, down) and by a week (left, right).
const KEY_STEPS: Record<string, number> = {
  ArrowUp: -1,
  ArrowDown: 1,
  ArrowLeft: -7,
  ArrowRight: 7,
};

const cellLabel = (cell: THeatCell) =>
  `${longDay(cell.day)}: ${activitiesText(cell.activities)}, ${pointsText(cell.points)}`;

type TActivityHeatMapProps = { days: ReadonlyArray<TProgressDay>; weekCount: number };

/**
 * Active days as a calendar heat map. It is an ARIA grid: one tab stop, arrow
 * keys walk the days, and each day names its date, activities and points; the
 * line under it shows the same for the day under the pointer or the focus.
 */
export function ActivityHeatMap({ days, weekCount }: TActivityHeatMapProps) {
  const map = useMemo(() => buildHeatMap(days, weekCount), [days, weekCount]);
  const lastIndex = map.cells.length - 1;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();
  // Today holds the tab stop until the user moves it.
  const tabStop = Math.min(focusIndex ?? lastIndex, lastIndex);
  const active = activeIndex === null ? null : (map.cells[activeIndex] ?? null);

  const moveFocus = (index: number) => {
    const next = Math.max(0, Math.min(lastIndex, index));
    setFocusIndex(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    let target: number | null = step === undefined ? null : tabStop + step;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = lastIndex;
    if (target === null) return;
    event.preventDefault();
    moveFocus(target);
  };

  return (
    <ChartCard
      title="Active days"
      subtitle={`${counted(map.activeDays, noun('active day'))} in the last ${counted(weekCount, noun('week'))}`}
      aside={<HeatLegend />}
    >
      <p id={instructionsId} className="sr-only">
        Each day shows its activities and points. Use the arrow keys to move between days.
      </p>
      <HeatMapColumns
        ref={gridRef}
        role="grid"
        aria-label={`Activity calendar, last ${weekCount} weeks`}
        aria-describedby={instructionsId}
        weekCount={weekCount}
        monthLabels={map.monthLabels}
        onKeyDown={handleKeyDown}
        onMouseLeave={() => setActiveIndex(null)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setActiveIndex(null);
        }}
      >
        {map.weeks.map((week, weekIndex) => (
          <div key={weekIndex} role="row" className={WEEK_COLUMN_CLASS}>
            {week.map((cell, slot) =>
              cell ? (
                <div
                  key={cell.day}
                  role="gridcell"
                  data-index={cell.index}
                  data-level={cell.level}
                  tabIndex={cell.index === tabStop ? 0 : -1}
                  aria-label={cellLabel(cell)}
                  onFocus={() => {
                    setFocusIndex(cell.index);
                    setActiveIndex(cell.index);
                  }}
                  onMouseEnter={() => setActiveIndex(cell.index)}
                  className={cn(
                    CELL_CLASS,
                    HEAT_LEVEL_CLASSES[cell.level],
                    'outline-offset-1',
                    active?.index === cell.index && 'ring-2 ring-foreground/70',
                  )}
                />
              ) : (
                <div key={`empty-${slot}`} aria-hidden="true" className={CELL_CLASS} />
              ),
            )}
          </div>
        ))}
      </HeatMapColumns>
      <p aria-hidden="true" className="mt-3 h-5 truncate text-sm text-muted-foreground">
        {active ? (
          <>
            <span className="font-medium text-foreground">{longDay(active.day)}</span>
            {` · ${activitiesText(active.activities)} · ${pointsText(active.points)}`}
          </>
        ) : (
          'Point at or tab to a day to see its activities.'
        )}
      </p>
    </ChartCard>
  );
}
