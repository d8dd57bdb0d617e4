import { describe, expect, it } from 'vitest';

import { apiProcesses, apiUrlList } from './api-processes.mjs';

describe('apiProcesses', () => {
  it('runs one API on API_PORT by default, embedded database or not', () => {
    expect(apiProcesses({})).toEqual([{ name: 'api', port: 4000 }]);
    expect(apiProcesses({ API_PORT: '4100', API_PROCESSES: '' })).toEqual([
      { name: 'api', port: 4100 },
    ]);
  });

  it('runs N on PostgreSQL, on consecutive ports, for the shell to spread requests over', () => {
    const processes = apiProcesses({ API_PROCESSES: '3', DATABASE_URL: 'postgres://db/app' });
    expect(processes).toEqual([
      { name: 'api1', port: 4000 },
      { name: 'api2', port: 4001 },
      { name: 'api3', port: 4002 },
    ]);
    expect(apiUrlList(processes)).toBe(
      'http://127.0.0.1:4000,http://127.0.0.1:4001,http://127.0.0.1:4002',
    );
  });

  it('refuses several processes on the embedded PGlite, and a count that is not one', () => {
    expect(() => apiProcesses({ API_PROCESSES: '2' })).toThrow(/needs DATABASE_URL/);
    for (const count of ['0', '1.5', 'two', '17']) {
      expect(() => apiProcesses({ API_PROCESSES: count })).toThrow(/whole number/);
    }
  });
});
