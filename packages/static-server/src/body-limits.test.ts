import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { bodyLimitFor, declaredBodyLength, isUnderPrefix, rawPathname } from './body-limits';

const LIMITS = {
  defaultBytes: 100,
  byPathPrefix: { '/api/uploads': 6_000, '/api/uploads/archive': 60_000 },
};

describe('body limits', () => {
  it('matches a prefix at a path-segment boundary', () => {
    expect(isUnderPrefix('/api', '/api')).toBe(true);
    expect(isUnderPrefix('/api/goals', '/api')).toBe(true);
    expect(isUnderPrefix('/api/goals', '/api/')).toBe(true);
    expect(isUnderPrefix('/apix', '/api')).toBe(false);
    expect(isUnderPrefix('/auth/google', '/api')).toBe(false);
  });

  it('takes the longest matching prefix, else the default', () => {
    expect(bodyLimitFor('/api/goals', LIMITS)).toBe(100);
    expect(bodyLimitFor('/api/uploads', LIMITS)).toBe(6_000);
    expect(bodyLimitFor('/api/uploads/avatar', LIMITS)).toBe(6_000);
    expect(bodyLimitFor('/api/uploads/archive/1', LIMITS)).toBe(60_000);
    expect(bodyLimitFor('/api/uploadsx', LIMITS)).toBe(100);
  });

  it('reads the path the target routes on, and the declared length', () => {
    const request = (url: string, headers: IncomingMessage['headers'] = {}) =>
      ({ url, headers }) as IncomingMessage;
    expect(rawPathname(request('/api/uploads?x=1'))).toBe('/api/uploads');
    expect(declaredBodyLength(request('/', { 'content-length': '2048' }))).toBe(2048);
    expect(declaredBodyLength(request('/', { 'transfer-encoding': 'chunked' }))).toBeUndefined();
  });
});
