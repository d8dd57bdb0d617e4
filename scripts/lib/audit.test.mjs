import { describe, expect, it } from 'vitest';
import { summarizeAudit } from './audit.mjs';

describe('summarizeAudit', () => {
  it('fails on high and critical advisories only', () => {
    const report = {
      vulnerabilities: {
        koa: { name: 'koa', severity: 'high', range: '<3.0.1' },
        qs: { name: 'qs', severity: 'moderate', range: '<6.1' },
        sax: { name: 'sax', severity: 'critical', range: '*' },
      },
      metadata: { vulnerabilities: { high: 1, moderate: 1, critical: 1 } },
    };
    expect(summarizeAudit(JSON.stringify(report))).toEqual({
      kind: 'vulnerable',
      findings: [
        { name: 'koa', severity: 'high', range: '<3.0.1' },
        { name: 'sax', severity: 'critical', range: '*' },
      ],
    });
  });

  it('passes low and moderate advisories', () => {
    const report = {
      vulnerabilities: { qs: { name: 'qs', severity: 'moderate' } },
      metadata: { vulnerabilities: { moderate: 1 } },
    };
    expect(summarizeAudit(JSON.stringify(report))).toEqual({
      kind: 'clean',
      counts: { moderate: 1 },
    });
  });

  it('says the registry could not answer rather than calling it clean', () => {
    const refused = {
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    };
    expect(summarizeAudit(JSON.stringify(refused))).toEqual({
      kind: 'unavailable',
      reason: refused.message,
    });
    expect(summarizeAudit('')).toMatchObject({ kind: 'unavailable' });
    expect(summarizeAudit(JSON.stringify({ error: { summary: 'ENOTFOUND' } }))).toEqual({
      kind: 'unavailable',
      reason: 'ENOTFOUND',
    });
  });
});
