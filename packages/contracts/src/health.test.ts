import { describe, expect, it } from 'vitest';
import { ZHealth } from './health';

describe('ZHealth', () => {
  it('accepts a degraded answer with the CMS down', () => {
    const health = {
      status: 'degraded',
      database: { ok: true, latencyMs: 2 },
      cms: { ok: false, latencyMs: 1500 },
    };
    expect(ZHealth.parse(health)).toEqual(health);
  });

  it('rejects an unknown status and a negative latency', () => {
    const base = { database: { ok: true, latencyMs: 1 }, cms: { ok: true, latencyMs: 1 } };
    expect(ZHealth.safeParse({ ...base, status: 'fine' }).success).toBe(false);
    expect(
      ZHealth.safeParse({ ...base, status: 'ok', cms: { ok: true, latencyMs: -1 } }).success,
    ).toBe(false);
  });
});
