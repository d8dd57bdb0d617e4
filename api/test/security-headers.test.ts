import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

// The API answers JSON only; nothing it sends may load, run or be framed.
describe('security headers of the API', () => {
  const api = useTestApp('pglite');

  it.each([
    ['a public answer', '/api/health', undefined],
    ['a 404', '/api/no-such-call', undefined],
    ['a 401', '/api/user/points', undefined],
    ['a 400', '/api/auth/signin', { rawBody: '{not json' }],
  ])('are on %s', async (_, path, options) => {
    const answer = await api.request(path, options);
    expect(answer.status).not.toBe(500);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
