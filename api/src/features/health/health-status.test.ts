import { describe, expect, it } from 'vitest';
import { publicHealth, summarizeHealth } from './health-status';

const UP = { ok: true, latencyMs: 3 };
const DOWN = { ok: false, latencyMs: 1500 };

describe('summarizeHealth', () => {
  it('is ok with 200 when both answer', () => {
    expect(summarizeHealth(UP, UP)).toEqual({
      httpStatus: 200,
      body: { status: 'ok', database: UP, cms: UP },
    });
  });

  it('is degraded but still 200 when only the CMS is down', () => {
    expect(summarizeHealth(UP, DOWN)).toMatchObject({
      httpStatus: 200,
      body: { status: 'degraded' },
    });
  });

  it('is 503 when the database is down', () => {
    expect(summarizeHealth(DOWN, UP)).toMatchObject({
      httpStatus: 503,
      body: { status: 'degraded' },
    });
  });
});

describe('publicHealth', () => {
  it('says only up or down, from the database', () => {
    expect(publicHealth(UP)).toEqual({ httpStatus: 200, body: { status: 'up' } });
    expect(publicHealth(DOWN)).toEqual({ httpStatus: 503, body: { status: 'down' } });
  });

  it('is down while the process drains, database or not', () => {
    expect(publicHealth(UP, true)).toEqual({ httpStatus: 503, body: { status: 'down' } });
    expect(summarizeHealth(UP, UP, true)).toMatchObject({
      httpStatus: 503,
      body: { status: 'ok' },
    });
  });
});
