import { describe, expect, it } from 'vitest';
import { ZHealthDetails, ZPublicHealth } from './health';

describe('ZHealthDetails', () => {
  it('accepts a degraded answer with the CMS down', () => {
    const health = {
      status: 'degraded',
      database: { ok: true, latencyMs: 2 },
      cms: { ok: false, latencyMs: 1500 },
    };
    expect(ZHealthDetails.parse(health)).toEqual(health);
  });

  it('rejects an unknown status and a negative latency', () => {
    const base = { database: { ok: true, latencyMs: 1 }, cms: { ok: true, latencyMs: 1 } };
    expect(ZHealthDetails.safeParse({ ...base, status: 'fine' }).success).toBe(false);
    expect(
      ZHealthDetails.safeParse({ ...base, status: 'ok', cms: { ok: true, latencyMs: -1 } }).success,
    ).toBe(false);
  });
});

describe('ZPublicHealth', () => {
  it('is only up or down, and strips anything else', () => {
    expect(ZPublicHealth.parse({ status: 'up', database: { ok: true } })).toEqual({
      status: 'up',
    });
    expect(ZPublicHealth.safeParse({ status: 'ok' }).success).toBe(false);
  });
});
