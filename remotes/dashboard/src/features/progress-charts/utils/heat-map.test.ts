import { describe, expect, it } from 'vitest';

import { buildHeatMap, heatLevel } from './heat-map';
import { consecutiveDays } from './test-days';

describe('heatLevel', () => {
  it('shades by activities: none, 1, 2-3, 4-5, 6+', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(heatLevel)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('buildHeatMap', () => {
  // Monday, November 23, 2026: its week (from Sunday the 22nd) has 2 days so far.
  const TODAY = '2026-11-23';

  it('shows whole weeks from a Sunday, the last week ending today', () => {
    const map = buildHeatMap(consecutiveDays(TODAY, 371), 26);
    expect(map.weeks).toHaveLength(26);
    expect(map.cells).toHaveLength(25 * 7 + 2);
    expect(map.weeks[0]?.[0]?.day).toBe('2026-05-31');
    expect(map.weeks.at(-1)?.map((cell) => cell?.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(map.cells.at(-1)?.day).toBe(TODAY);
  });

  it('shows a year in 52 weeks', () => {
    const map = buildHeatMap(consecutiveDays(TODAY, 371), 52);
    expect(map.weeks).toHaveLength(52);
    expect(map.cells).toHaveLength(51 * 7 + 2);
  });

  it('keeps empty slots before the first day it was given', () => {
    const map = buildHeatMap(consecutiveDays(TODAY, 10), 3);
    expect(map.cells).toHaveLength(10);
    // 3 weeks from Sunday, November 8 hold 16 days; the 10 given start on Saturday the 14th.
    expect(map.weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2026-11-14',
    ]);
    expect(map.weeks[1]?.every((cell) => cell !== null)).toBe(true);
  });

  it('counts active days and shades each day', () => {
    const map = buildHeatMap(
      consecutiveDays(TODAY, 14, (index) => ({ points: index * 10, activities: index % 4 })),
      2,
    );
    expect(map.activeDays).toBe(map.cells.filter((cell) => cell.activities > 0).length);
    expect(map.cells.map((cell) => cell.level)).toEqual(
      map.cells.map((cell) => heatLevel(cell.activities)),
    );
  });

  it('names each month over the week of its first day, never two names too close', () => {
    const map = buildHeatMap(consecutiveDays(TODAY, 371), 26);
    expect(map.monthLabels.map(({ label }) => label)).toEqual([
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    const gaps = map.monthLabels
      .slice(1)
      .map((label, index) => label.week - map.monthLabels[index]!.week);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
  });

  it('is empty with no days', () => {
    expect(buildHeatMap([], 26)).toEqual({ weeks: [], monthLabels: [], cells: [], activeDays: 0 });
  });
});
