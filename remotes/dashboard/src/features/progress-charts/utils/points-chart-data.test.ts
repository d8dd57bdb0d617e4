import { describe, expect, it } from 'vitest';

import { CHART_DAYS, niceScale, shapePointsChart } from './points-chart-data';
import { consecutiveDays } from './test-days';

describe('niceScale', () => {
  it('gives an empty chart a small scale', () => {
    expect(niceScale(0)).toEqual({ scaleMax: 10, ticks: [0, 5, 10] });
  });

  it('rounds the top up to a round step', () => {
    expect(niceScale(137)).toEqual({ scaleMax: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(100)).toEqual({ scaleMax: 100, ticks: [0, 50, 100] });
    expect(niceScale(45)).toEqual({ scaleMax: 60, ticks: [0, 20, 40, 60] });
    expect(niceScale(3)).toEqual({ scaleMax: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(1)).toEqual({ scaleMax: 1, ticks: [0, 1] });
  });
});

describe('shapePointsChart', () => {
  it('keeps the last 8 weeks, oldest first, today last', () => {
    const days = consecutiveDays('2026-11-23', 371);
    const chart = shapePointsChart(days);
    expect(chart.bars).toHaveLength(CHART_DAYS);
    expect(chart.bars[0]?.day).toBe('2026-09-29');
    expect(chart.bars.at(-1)?.day).toBe('2026-11-23');
  });

  it('scales each bar against the rounded top', () => {
    const days = consecutiveDays('2026-11-23', 3, (index) => ({
      points: [0, 75, 150][index] ?? 0,
      activities: index,
    }));
    const chart = shapePointsChart(days);
    expect(chart.scaleMax).toBe(150);
    expect(chart.bars.map((bar) => bar.heightPercent)).toEqual([0, 50, 100]);
  });

  it('labels every 7th day back from today with its date', () => {
    const chart = shapePointsChart(consecutiveDays('2026-11-23', CHART_DAYS));
    const labelled = chart.bars.filter((bar) => bar.tickLabel !== null);
    expect(labelled).toHaveLength(8);
    expect(labelled.at(-1)).toMatchObject({ day: '2026-11-23', tickLabel: 'Nov 23' });
    expect(labelled[0]).toMatchObject({ day: '2026-10-05', tickLabel: 'Oct 5' });
  });

  it('sums the points, counts active days and finds the best day', () => {
    const days = consecutiveDays('2026-11-23', 5, (index) => ({
      points: [10, 0, 40, 40, 5][index] ?? 0,
      activities: [1, 0, 2, 3, 1][index] ?? 0,
    }));
    const chart = shapePointsChart(days);
    expect(chart.totalPoints).toBe(95);
    expect(chart.activeDays).toBe(4);
    // The first of two equal days stays the best.
    expect(chart.best).toEqual({ day: '2026-11-21', points: 40, activities: 2 });
  });

  it('has no best day when nothing paid points', () => {
    const chart = shapePointsChart(consecutiveDays('2026-11-23', 7));
    expect(chart.best).toBeNull();
    expect(chart.totalPoints).toBe(0);
  });
});
