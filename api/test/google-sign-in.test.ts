import { startGoogleStandIn, type TGoogleStandIn } from '@manifest/google-standin';
import { ZAuthResponse } from '@manifest/contracts/auth';
import {
  decodeGoogleSignupToken,
  GOOGLE_CODE_INVALID_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  GOOGLE_SIGNUP_EXPIRED_MESSAGE,
} from '@manifest/contracts/google-sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleBrowser } from './support/google-browser';
import { useTestApp } from './support/test-app';

// Google sign-in (OpenID Connect) through openid-client against a real OpenID
// provider (oidc-provider) that the suite starts: PKCE, state, nonce, ID token.

const APP_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'suite-client', clientSecret: 'suite-client-secret' };

let provider: TGoogleStandIn;
beforeAll(async () => {
  provider = await startGoogleStandIn({
    ...CLIENT,
    redirectUris: [`${APP_URL}/auth/google/callback`],
    accounts: {
      unverified: { email: 'unverified@example.com', name: 'Una Verified', emailVerified: false },
    },
  });
});
afterAll(async () => {
  await provider.close();
});

const signupTokenOf = (destination: string) => {
  const url = new URL(destination, APP_URL);
  expect(url.pathname).toBe('/signup/payment');
  expect(url.searchParams.get('provider')).toBe('google');
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') };
};

const codeOf = (destination: string) => {
  const match = /^\/signin#code=([\w-]+)$/.exec(destination);
  expect(match, destination).not.toBeNull();
  return match?.[1] ?? '';
};

describe('Google sign-in, configured', () => {
  let now = new Date();
  const api = useTestApp('postgres', {
    now: () => now,
    get env() {
      return {
        APP_URL,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
      };
    },
  });

  it('sends a new person to /signup/payment with a signed token, then creates the account', async () => {
    const destination = await googleBrowser(api.url).signIn('ada.king@example.com');
    const { token, email } = signupTokenOf(destination);
    expect(email).toBe('ada.king@example.com');
    expect(decodeGoogleSignupToken(token, now)).toMatchObject({ name: 'Ada King' });
    expect(await api.knex('users').where({ email_normalized: 'ada.king@example.com' })).toEqual([]);

    const created = await api.request('/api/auth/google/signup', {
      json: { token, timeZone: 'Europe/Paris' },
    });
    expect(created.status).toBe(201);
    const session = ZAuthResponse.parse(created.body);
    expect(session.user).toMatchObject({ firstName: 'Ada', lastName: 'King', email });
    expect(session.user.isTrialActive).toBe(true);
    const row = await api.knex('users').where({ email_normalized: 'ada.king@example.com' }).first();
    expect(row.google_sub).toBe('ada.king@example.com');
    expect(row.time_zone).toBe('Europe/Paris');
    // The trial starts with the card: start-trial is open to the new session.
    expect((await api.request('/api/auth/user', { token: session.token })).status).toBe(200);

    // The token made one account; used again it is refused.
    const again = await api.request('/api/auth/google/signup', { json: { token } });
    expect(again.status).toBe(409);
  });

  it('signs a returning person in with a one-time code that works once', async () => {
    const browser = googleBrowser(api.url);
    const { token } = signupTokenOf(await browser.signIn('grace@example.com'));
    expect((await api.request('/api/auth/google/signup', { json: { token } })).status).toBe(201);

    const code = codeOf(await browser.signIn('grace@example.com'));
    const first = await api.request('/api/auth/google/session', { json: { code } });
    expect(first.status).toBe(200);
    expect(ZAuthResponse.parse(first.body).user.email).toBe('grace@example.com');
    const second = await api.request('/api/auth/google/session', { json: { code } });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ message: GOOGLE_CODE_INVALID_MESSAGE });

    // A code unused for its minute is refused too.
    const late = codeOf(await browser.signIn('grace@example.com'));
    const saved = now;
    now = new Date(now.getTime() + 61_000);
    try {
      expect((await api.request('/api/auth/google/session', { json: { code: late } })).status).toBe(
        400,
      );
    } finally {
      now = saved;
    }
  });

  it('signs in an existing password account with the same verified email, and links it', async () => {
    const account = await api.signUp({ email: 'linus@example.com' });
    const code = codeOf(await googleBrowser(api.url).signIn('Linus@Example.com'));
    const session = await api.request('/api/auth/google/session', { json: { code } });
    expect(ZAuthResponse.parse(session.body).user.id).toBe(account.user.id);
    const row = await api.knex('users').where({ id: account.user.id }).first();
    expect(row.google_sub).toBe('Linus@Example.com');
  });

  it('refuses an unverified email', async () => {
    expect(await googleBrowser(api.url).signIn('unverified')).toBe('/signin#google-error');
  });

  it('refuses a tampered state, a state from another browser and a replayed callback', async () => {
    const browser = googleBrowser(api.url);
    const started = await browser.start();
    const callback = await browser.signInAtProvider(started.location ?? '', 'eve@example.com');
    // Every callback answer clears the cookie, as it would in the browser: keep a copy.
    const stateCookie = new Map(browser.apiCookies);

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'forged-state');
    expect(await browser.callback(tampered)).toBe('/signin#google-error');
    // The right query without this browser's cookie (login CSRF): refused.
    expect(await browser.callback(callback, new Map())).toBe('/signin#google-error');

    expect(signupTokenOf(await browser.callback(callback, stateCookie)).email).toBe(
      'eve@example.com',
    );
    // The same code and state again: the flow is gone.
    expect(await browser.callback(callback, stateCookie)).toBe('/signin#google-error');
  });

  it('refuses a code that another provider issued to another client', async () => {
    const other = await startGoogleStandIn({
      clientId: 'another-client',
      clientSecret: 'another-secret',
      redirectUris: [`${APP_URL}/auth/google/callback`],
    });
    try {
      const browser = googleBrowser(api.url);
      const started = await browser.start();
      const ours = new URL(started.location ?? '');
      // The same request, made to another provider for another client.
      const theirs = new URL(`${other.issuer}${ours.pathname}${ours.search}`);
      theirs.searchParams.set('client_id', 'another-client');
      const callback = await browser.signInAtProvider(theirs.href, 'mallory@example.com');
      expect(await browser.callback(callback)).toBe('/signin#google-error');
    } finally {
      await other.close();
    }
  });

  it('refuses an expired, forged or malformed sign-up token', async () => {
    const { token } = signupTokenOf(await googleBrowser(api.url).signIn('late@example.com'));
    const later = new Date(now.getTime() + 31 * 60_000);
    const saved = now;
    now = later;
    try {
      const expired = await api.request('/api/auth/google/signup', { json: { token } });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ message: GOOGLE_SIGNUP_EXPIRED_MESSAGE });
    } finally {
      now = saved;
    }
    const [payload = '', signature] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claim, email: 'ceo@example.com' })).toString(
      'base64url',
    );
    const answer = await api.request('/api/auth/google/signup', {
      json: { token: `${forged}.${signature}` },
    });
    expect(answer.status).toBe(400);
    const malformed = await api.request('/api/auth/google/signup', { json: { token: 42 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.stringContaining('Token') });
  });

  it('keeps no token in a URL that reaches a server: the session code is in the fragment', async () => {
    const browser = googleBrowser(api.url);
    const { token } = signupTokenOf(await browser.signIn('frag@example.com'));
    await api.request('/api/auth/google/signup', { json: { token } });
    const destination = await browser.signIn('frag@example.com');
    expect(new URL(destination, APP_URL).search).toBe('');
    expect(new URL(destination, APP_URL).hash).toMatch(/^#code=/);
  });
});

describe('Google sign-in, not configured (the fresh-machine default)', () => {
  const api = useTestApp('pglite');

  it('answers 503 so the page shows the setup alert', async () => {
    const answer = await api.request('/auth/google');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ message: GOOGLE_NOT_CONFIGURED_MESSAGE });
  });
});
