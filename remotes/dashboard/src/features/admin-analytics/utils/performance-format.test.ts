import { describe, expect, it } from 'vitest';

import { formatVital, percentOf, routeBars, vitalSummaries } from './performance-format';

const row = (route: string, name: 'LCP' | 'CLS', p75: number, counts = [1, 0, 0]) => ({
  route,
  name,
  p75,
  samples: counts.reduce((sum, count) => sum + count, 0),
  good: counts[0] ?? 0,
  needsImprovement: counts[1] ?? 0,
  poor: counts[2] ?? 0,
});

describe('performance format', () => {
  it('reads vitals in seconds, milliseconds or as a score', () => {
    expect(formatVital('LCP', 2345)).toBe('2.35 s');
    expect(formatVital('INP', 184.4)).toBe('184 ms');
    expect(formatVital('CLS', 0.1234)).toBe('0.12');
  });

  it('sums the ratings of every route per vital, as shares of its page loads', () => {
    const summaries = vitalSummaries([
      row('/', 'LCP', 1800, [3, 1, 0]),
      row('/blog', 'LCP', 4200, [0, 1, 1]),
    ]);
    expect(summaries.find((summary) => summary.name === 'LCP')).toEqual({
      name: 'LCP',
      samples: 6,
      shares: { good: 50, 'needs-improvement': 33, poor: 17 },
    });
    expect(summaries.find((summary) => summary.name === 'INP')?.samples).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
  });

  it("draws one vital's routes slowest first, on a scale that shows the poor threshold", () => {
    expect(routeBars([row('/', 'LCP', 1000), row('/blog', 'LCP', 3000)], 'LCP')).toEqual([
      { route: '/blog', p75: 3000, rating: 'needs-improvement', widthPercent: 75 },
      { route: '/', p75: 1000, rating: 'good', widthPercent: 25 },
    ]);
    expect(routeBars([row('/', 'CLS', 0.5)], 'CLS')[0]).toMatchObject({
      rating: 'poor',
      widthPercent: 100,
    });
  });
});
