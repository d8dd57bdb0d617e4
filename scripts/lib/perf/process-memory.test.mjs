import { describe, expect, it } from 'vitest';

import { memoryOf, parseStatus, treeOf } from './process-memory.mjs';

const status = (pid, ppid, rssKb, name = 'node') =>
  `Name:\t${name}\nPid:\t${pid}\nPPid:\t${ppid}\n${rssKb === null ? '' : `VmRSS:\t  ${rssKb} kB\n`}`;

describe('process memory', () => {
  it('reads a process from its status, a kernel thread as no memory', () => {
    expect(parseStatus(status(42, 1, 2048))).toEqual({
      pid: 42,
      ppid: 1,
      rssKb: 2048,
      name: 'node',
    });
    expect(parseStatus(status(7, 2, null, 'kworker'))?.rssKb).toBe(0);
    expect(parseStatus('not a status')).toBeNull();
  });

  it('sums a command with its descendants, not its siblings', () => {
    const processes = [
      parseStatus(status(10, 1, 1024, 'npm')),
      parseStatus(status(11, 10, 2048, 'sh')),
      parseStatus(status(12, 11, 4096, 'node')),
      parseStatus(status(20, 1, 8192, 'other')),
    ];
    expect(treeOf(processes, 10).map((process) => process.pid)).toEqual([10, 11, 12]);
    expect(memoryOf([{ name: 'api', pid: 10 }], processes)).toEqual([
      { name: 'api', mb: 7, processes: 3 },
    ]);
  });
});
