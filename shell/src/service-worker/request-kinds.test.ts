import { describe, expect, it } from 'vitest';

import { requestKind, type TRequestFacts } from './request-kinds';

const SHELL = 'https://app.example';
const REMOTE = 'https://practice.example';

const get = (url: string, facts: Partial<TRequestFacts> = {}): TRequestFacts => ({
  url,
  method: 'GET',
  mode: 'cors',
  destination: '',
  accept: null,
  ...facts,
});

describe('requestKind', () => {
  it('answers pages of the shell network first, and leaves other sites alone', () => {
    expect(requestKind(get(`${SHELL}/daily-tasks`, { mode: 'navigate' }), SHELL)).toBe('page');
    expect(requestKind(get('https://elsewhere.example/', { mode: 'navigate' }), SHELL)).toBe(
      'network',
    );
  });

  it('keeps the files that name a deployment fresh, and built files from the cache', () => {
    expect(requestKind(get(`${SHELL}/remotes.json`), SHELL)).toBe('deployment-file');
    expect(requestKind(get(`${REMOTE}/mf-manifest.json`), SHELL)).toBe('deployment-file');
    expect(requestKind(get(`${REMOTE}/remoteEntry.js`), SHELL)).toBe('deployment-file');
    expect(requestKind(get(`${REMOTE}/__federation_expose_daily.1a2b3c4d.js`), SHELL)).toBe(
      'hashed-file',
    );
    expect(requestKind(get(`${SHELL}/main.0f9e8d7c.css`), SHELL)).toBe('hashed-file');
    expect(requestKind(get(`${REMOTE}/unhashed.js`), SHELL)).toBe('network');
  });

  it('caches the data reads, never writes, sign-in, payments, admin, exports or streams', () => {
    expect(requestKind(get(`${SHELL}/api/daily-tasks`), SHELL)).toBe('api-data');
    expect(requestKind(get(`${SHELL}/api/affirmations/completed-today`), SHELL)).toBe('api-data');
    expect(requestKind({ ...get(`${SHELL}/api/daily-tasks`), method: 'POST' }, SHELL)).toBe(
      'network',
    );
    for (const path of [
      '/api/auth/me',
      '/api/admin/analytics',
      '/api/account/export',
      '/api/payments/subscription',
      '/api/health',
    ]) {
      expect(requestKind(get(`${SHELL}${path}`), SHELL), path).toBe('network');
    }
    expect(
      requestKind(get(`${SHELL}/api/daily-story`, { accept: 'text/event-stream' }), SHELL),
    ).toBe('network');
    // The stored session's start-up check: offline, the last answer keeps the person signed in.
    expect(requestKind(get(`${SHELL}/api/auth/user`), SHELL)).toBe('api-data');
    // A prefix is a whole segment: /api/authors is data.
    expect(requestKind(get(`${SHELL}/api/authors`), SHELL)).toBe('api-data');
  });
});
