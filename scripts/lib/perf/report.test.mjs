import { describe, expect, it } from 'vitest';

import { completionTable, formatTable, memoryTable, pageTargets } from './report.mjs';

const row = (build, path, who, tbtMs, lcpMs, cls = 0) => ({ build, path, who, tbtMs, lcpMs, cls });

describe('perf report', () => {
  it('pads columns to their widest cell', () => {
    expect(formatTable(['a', 'bb'], [['ccc', 'd']])).toBe('a    bb\n---  --\nccc  d');
  });

  it('checks each federated page against the single bundle and the baseline', () => {
    const checks = pageTargets([
      row('federated', '/dashboard', 'signed in', 600, 2000),
      row('single', '/dashboard', 'signed in', 500, 2100),
      row('baseline', '/dashboard', 'signed in', 1000, 2500),
      row('federated', '/signin', 'signed out', 300, 1500, 0.2),
      row('single', '/signin', 'signed out', 200, 1400),
    ]);
    const at = (page, figure) => checks.find((c) => c.page === page && c.figure === figure);
    expect(at('/dashboard (signed in)', 'TBT / single bundle')).toMatchObject({
      value: 1.2,
      met: true,
    });
    expect(at('/dashboard (signed in)', 'LCP / single bundle')?.met).toBe(true);
    expect(at('/dashboard (signed in)', 'TBT / baseline')).toMatchObject({
      value: 0.6,
      met: false,
    });
    expect(at('/signin (signed out)', 'TBT / single bundle')).toMatchObject({
      value: 1.5,
      met: false,
    });
    expect(at('/signin (signed out)', 'CLS')).toMatchObject({ value: 0.2, met: false });
    expect(at('/signin (signed out)', 'TBT / baseline')).toBeUndefined();
  });

  it('names a variant of the federated build, held to the single bundle but not the baseline', () => {
    const checks = pageTargets([
      row('federated, no frame', '/dashboard', 'signed in', 550, 2100),
      row('single', '/dashboard', 'signed in', 500, 2100),
      row('baseline', '/dashboard', 'signed in', 1000, 2500),
    ]);
    expect(checks.map(({ page, figure }) => `${page}: ${figure}`)).toEqual([
      '/dashboard (signed in, no frame): TBT / single bundle',
      '/dashboard (signed in, no frame): LCP / single bundle',
    ]);
    expect(checks[0]).toMatchObject({ value: 1.1, met: true });
  });

  it('does not divide by a zero blocking time', () => {
    const [tbt] = pageTargets([
      row('federated', '/', 'signed out', 0, 1),
      row('single', '/', 'signed out', 0, 1),
    ]);
    expect(tbt).toMatchObject({ value: 1, met: true });
  });

  it('prints task completion against the single bundle and the memory total', () => {
    expect(
      completionTable([
        { build: 'federated', inpMs: 120, doneMs: 400 },
        { build: 'single', inpMs: 100, doneMs: 380 },
      ]),
    ).toContain('federated  120     1.20');
    expect(
      memoryTable([
        { name: 'api', mb: 200, processes: 2 },
        { name: 'cms', mb: 300.4, processes: 1 },
      ]),
    ).toMatch(/total\s+500\s+3$/);
  });
});
