import { describe, expect, it } from 'vitest';
import { createCallLatencies, quantile } from './call-latencies';

describe('call latencies', () => {
  it('takes quantiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([quantile(sorted, 0.5), quantile(sorted, 0.95), quantile(sorted, 0.99)]).toEqual([
      50, 95, 99,
    ]);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('keeps each call apart, with its errors', () => {
    const latencies = createCallLatencies();
    latencies.record('GET /a', 5, true);
    latencies.record('GET /a', 15, false);
    latencies.record('POST /b', 9, true);
    expect(latencies.figures()).toEqual([
      { call: 'GET /a', count: 2, errors: 1, p50: 5, p95: 15, p99: 15 },
      { call: 'POST /b', count: 1, errors: 0, p50: 9, p95: 9, p99: 9 },
    ]);
  });
});
