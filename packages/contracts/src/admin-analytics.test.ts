import { describe, expect, it } from 'vitest';
import {
  percentChange,
  trialToPaidPercent,
  ZAnalyticsQuery,
  ZPageViewRequest,
} from './admin-analytics';

describe('admin analytics rules', () => {
  it('gives Trial to Paid over at least one trial, to one decimal', () => {
    expect(trialToPaidPercent(1, 3)).toBe('33.3');
    expect(trialToPaidPercent(2, 0)).toBe('200.0');
    expect(trialToPaidPercent(0, 0)).toBe('0.0');
  });

  it('gives the change against the previous period, zero when it had nothing', () => {
    expect(percentChange(1500, 1000)).toBe('50.0');
    expect(percentChange(500, 1000)).toBe('-50.0');
    expect(percentChange(999, 0)).toBe('0.0');
  });

  it('accepts the five periods and site paths only', () => {
    expect(ZAnalyticsQuery.safeParse({ period: '30d' }).success).toBe(true);
    expect(ZAnalyticsQuery.safeParse({ period: '2d' }).error?.issues[0]?.message).toBe(
      'period must be one of 24h, 7d, 30d, 90d, 1y',
    );
    expect(ZPageViewRequest.safeParse({ path: '/blog/some-post' }).success).toBe(true);
    for (const path of ['blog', '/x?email=a@b.c', 'https://evil.example/', `/${'a'.repeat(200)}`]) {
      expect(ZPageViewRequest.safeParse({ path }).success).toBe(false);
    }
  });
});
