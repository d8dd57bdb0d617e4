import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { signupBody } from './support/test-users';

// Which address the limits see, told apart by the sign-up limit (2 per address):
// a third sign-up refused means all three counted as one address.
const LIMITS = { signupsPerAddress: 2, signupAddressWindowSeconds: 60 };

type Api = ReturnType<typeof useTestApp>;

const signUpWith = (api: Api, forwardedFor: string) =>
  api.request('/api/auth/signup', {
    json: signupBody(),
    headers: { 'X-Forwarded-For': forwardedFor },
  });

describe('client address with no proxy trusted (the default)', () => {
  const api = useTestApp('pglite', { authLimits: LIMITS, env: { API_TRUST_PROXY: 'false' } });

  it('ignores X-Forwarded-For: a client cannot pick a fresh address per request', async () => {
    expect((await signUpWith(api, '203.0.113.1')).status).toBe(201);
    expect((await signUpWith(api, '203.0.113.2')).status).toBe(201);
    const third = await signUpWith(api, '203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      message: 'Too many sign-up attempts. Please try again in 1 minute.',
    });
  });
});

describe('client address behind two trusted proxies', () => {
  const api = useTestApp('pglite', {
    authLimits: LIMITS,
    env: { API_TRUST_PROXY: 'true', API_PROXY_HOPS: '2' },
  });

  it('takes the address the outer proxy saw, whatever the client wrote before it', async () => {
    // "<client's own claim>, <address the outer proxy saw>, <inner proxy>"
    expect((await signUpWith(api, '10.9.9.1, 198.51.100.7, 10.0.0.2')).status).toBe(201);
    expect((await signUpWith(api, '10.9.9.2, 198.51.100.7, 10.0.0.2')).status).toBe(201);
    expect((await signUpWith(api, '10.9.9.3, 198.51.100.7, 10.0.0.2')).status).toBe(429);
    // Another real client behind the same proxies has its own allowance.
    expect((await signUpWith(api, '10.9.9.1, 198.51.100.8, 10.0.0.2')).status).toBe(201);
  });
});
