import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody, TEST_PASSWORD, uniqueEmail } from './support/test-users';

// Production waits minutes; here the same rules run on seconds.
const LIMITS = {
  signinFailuresPerAccount: 3,
  signinFailureMemorySeconds: 60,
  signinFirstBlockSeconds: 1,
  signinMaxBlockSeconds: 2,
  signinFailuresPerAddress: 10,
  signinAddressWindowSeconds: 6,
  signupsPerAddress: 2,
  signupAddressWindowSeconds: 2,
};
const BLOCKED_SIGNIN = { message: 'Too many sign-in attempts. Please try again in 1 minute.' };

describe.each(DATABASE_ENGINES)('sign-in and sign-up throttling on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: LIMITS });
  let addressCount = 0;
  // Each test comes from its own address (the API trusts the proxy's X-Forwarded-For).
  const newAddress = () => `198.51.100.${++addressCount}`;

  const signUp = async (address: string) =>
    (await api.signUp({ headers: { 'X-Forwarded-For': address } })).email;

  const signIn = (email: string, password: string, address: string) =>
    api.request('/api/auth/signin', {
      json: { email, password },
      headers: { 'X-Forwarded-For': address },
    });

  async function failTimes(times: number, email: string, address: string) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await signIn(email, 'wrong-password', address)).status).toBe(401);
    }
  }

  it('blocks an email from one address after 3 failures, even with the right password, then lifts', async () => {
    const address = newAddress();
    const email = await signUp(address);
    await failTimes(3, email, address);

    const blocked = await signIn(email, TEST_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(BLOCKED_SIGNIN);
    expect(blocked.headers.get('Retry-After')).toBe('1');

    await sleep(1_100);
    expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
  });

  it('does not lock the owner out from another address', async () => {
    const attacker = newAddress();
    const email = await signUp(newAddress());
    await failTimes(3, email, attacker);
    expect((await signIn(email, TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, newAddress())).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const address = newAddress();
    const email = await signUp(address);
    await failTimes(2, email, address);
    expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
    await failTimes(2, email, address);
    expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
  });

  it('makes each further block longer, up to the cap', async () => {
    const address = newAddress();
    const email = await signUp(address);
    const retryAfterEachBlock: (string | null)[] = [];
    for (let block = 0; block < 3; block += 1) {
      await failTimes(3, email, address);
      const blocked = await signIn(email, 'wrong-password', address);
      expect(blocked.status).toBe(429);
      retryAfterEachBlock.push(blocked.headers.get('Retry-After'));
      await sleep(Number(blocked.headers.get('Retry-After')) * 1000 + 100);
    }
    expect(retryAfterEachBlock).toEqual(['1', '2', '2']);
  });

  it('limits failures per address over all emails, until the window passes', async () => {
    const address = newAddress();
    for (let failure = 0; failure < 10; failure += 1) {
      expect((await signIn(uniqueEmail('guess'), TEST_PASSWORD, address)).status).toBe(401);
    }
    const blocked = await signIn(uniqueEmail('guess'), TEST_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(BLOCKED_SIGNIN);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(6);

    expect((await signIn(uniqueEmail('guess'), TEST_PASSWORD, newAddress())).status).toBe(401);
    await sleep(retryAfter * 1000 + 100);
    expect((await signIn(uniqueEmail('guess'), TEST_PASSWORD, address)).status).toBe(401);
  });

  it('limits sign-ups per address, until the window passes', async () => {
    const address = newAddress();
    await signUp(address);
    await signUp(address);
    const blocked = await api.request('/api/auth/signup', {
      json: signupBody(),
      headers: { 'X-Forwarded-For': address },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many sign-up attempts. Please try again in 1 minute.',
    });
    await sleep(Number(blocked.headers.get('Retry-After')) * 1000 + 100);
    await signUp(address);
  });
});

// One email guessed at from many addresses: each address alone stays far
// below its own limits; past the email's threshold every answer comes late,
// but the right password still gets in (never a lockout).
const EMAIL_LIMITS = {
  ...LIMITS,
  signinFailuresPerAccount: 100,
  signinFailuresPerAddress: 100,
  signinAddressWindowSeconds: 60,
  signinFailuresPerEmail: 6,
  signinEmailWindowSeconds: 60,
  signinFirstDelayMs: 300,
  signinMaxDelayMs: 600,
  signupsPerAddress: 20,
  signupAddressWindowSeconds: 60,
};

describe.each(DATABASE_ENGINES)('sign-in throttling per account on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: EMAIL_LIMITS });
  let addressCount = 0;
  const newAddress = () => `203.0.113.${++addressCount}`;

  const signIn = async (email: string, password: string, address = newAddress()) => {
    const started = performance.now();
    const answer = await api.request('/api/auth/signin', {
      json: { email, password },
      headers: { 'X-Forwarded-For': address },
    });
    return { ...answer, elapsedMs: performance.now() - started };
  };

  /** Six wrong guesses, two from each of three addresses. */
  async function guessFromThreeAddresses(email: string) {
    for (let index = 0; index < 3; index += 1) {
      const address = newAddress();
      for (let guess = 0; guess < 2; guess += 1) {
        expect((await signIn(email, 'wrong-password', address)).status).toBe(401);
      }
    }
  }

  it('slows an email guessed at from many addresses down, longer each time, instead of refusing it', async () => {
    const { email } = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    await guessFromThreeAddresses(email);

    const first = await signIn(email, 'wrong-password');
    expect(first.status).toBe(401);
    expect(first.elapsedMs).toBeGreaterThanOrEqual(300);
    const second = await signIn(email, 'wrong-password');
    expect(second.status).toBe(401);
    expect(second.elapsedMs).toBeGreaterThanOrEqual(600);

    // The owner, on a device the account does not know yet: late, but in.
    const owner = await signIn(email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.elapsedMs).toBeGreaterThanOrEqual(600);
    // Other accounts are not affected.
    const other = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    expect((await signIn(other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps slowing the email down after its owner signs in: the guesses came from elsewhere', async () => {
    const { email } = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    await guessFromThreeAddresses(email);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);

    const next = await signIn(email, 'wrong-password');
    expect(next.status).toBe(401);
    expect(next.elapsedMs).toBeGreaterThanOrEqual(300);
  });
});
