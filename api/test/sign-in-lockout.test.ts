import { ZAuthResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';
import { TEST_PASSWORD, uniqueEmail } from './support/test-users';

// The attack of the security review, on seconds instead of hours: five
// addresses guess at one account, each until its own limits refuse it, and
// together far past the account's per-email threshold.
const LIMITS = {
  signinFailuresPerAccount: 3,
  signinFailureMemorySeconds: 60,
  signinFirstBlockSeconds: 60,
  signinMaxBlockSeconds: 60,
  signinFailuresPerAddress: 50,
  signinAddressWindowSeconds: 60,
  signinFailuresPerEmail: 6,
  signinEmailWindowSeconds: 60,
  signinFirstDelayMs: 100,
  signinMaxDelayMs: 200,
  signinFailuresPerKnownDevice: 3,
  signinKnownDeviceWindowSeconds: 60,
  signupsPerAddress: 100,
};
const APP_URL = 'https://manifest.example';
const ATTACKERS = 5;
const INVALID_CREDENTIALS = { message: 'Invalid email or password' };
const BLOCKED_SIGNIN = { message: 'Too many sign-in attempts. Please try again in 1 minute.' };
const ALERT_SUBJECT = 'Someone is trying to sign in to your Manifest account';

describe.each(DATABASE_ENGINES)('an account under attack on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: LIMITS, env: { APP_URL } });
  let addressCount = 0;
  const newAddress = () => `192.0.2.${++addressCount}`;

  const signIn = async (
    server: Pick<TestServer, 'request'>,
    body: { email: string; password: string; deviceId?: string },
    address: string,
  ) => {
    const started = performance.now();
    const answer = await server.request('/api/auth/signin', {
      json: body,
      headers: { 'X-Forwarded-For': address },
    });
    return { ...answer, elapsedMs: performance.now() - started };
  };

  /** Each attacker guesses until its own per-address+email limit refuses it; returns their addresses. */
  async function attack(
    email: string,
    {
      servers = [api],
      attackers = ATTACKERS,
    }: { servers?: Pick<TestServer, 'request'>[]; attackers?: number } = {},
  ) {
    const addresses = Array.from({ length: attackers }, newAddress);
    const answers: { status: number; body: unknown }[] = [];
    for (const [index, address] of addresses.entries()) {
      const server = servers[index % servers.length] ?? api;
      for (let guess = 0; guess <= LIMITS.signinFailuresPerAccount; guess += 1) {
        const { status, body } = await signIn(server, { email, password: 'guess-1234' }, address);
        answers.push({ status, body });
      }
    }
    return { addresses, answers };
  }

  // The warnings only: sign-up also mails each owner a verification link.
  const mailsTo = (email: string) =>
    api.mails.filter((mail) => mail.to === email && mail.subject === ALERT_SUBJECT);

  it('lets the owner in from a known device, slows a new device down instead of refusing it, and mails the owner once', async () => {
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    expect(owner.deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { addresses, answers } = await attack(owner.email);
    // Each address: three wrong guesses, then refused for this account.
    const perAddress = [...Array(3).fill(401), 429];
    expect(answers.map((answer) => answer.status)).toEqual(
      Array.from({ length: ATTACKERS }, () => perAddress).flat(),
    );
    const attacker = addresses[0] ?? '';

    // The owner's known device with the right password, even from an address that is refused.
    const known = await signIn(
      api,
      { email: owner.email, password: TEST_PASSWORD, deviceId: owner.deviceId },
      attacker,
    );
    expect(known.status).toBe(200);
    const knownSession = ZAuthResponse.parse(known.body);
    expect(knownSession.user.id).toBe(owner.user.id);
    expect(knownSession.deviceId).toBe(owner.deviceId);

    // A new device with the right password from a fresh address: slower, but in.
    const fresh = await signIn(api, { email: owner.email, password: TEST_PASSWORD }, newAddress());
    expect(fresh.status).toBe(200);
    expect(fresh.elapsedMs).toBeGreaterThanOrEqual(LIMITS.signinFirstDelayMs);
    const freshSession = ZAuthResponse.parse(fresh.body);
    expect(freshSession.deviceId).not.toBe(owner.deviceId);

    // Unknown devices are still refused where the per-address+email limit says so.
    const refused = await signIn(api, { email: owner.email, password: TEST_PASSWORD }, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(BLOCKED_SIGNIN);

    // One mail, however long the attack goes on.
    await attack(owner.email, { attackers: 2 });
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ALERT_SUBJECT);
    expect(mails[0]?.text).toContain(
      `${LIMITS.signinFailuresPerEmail} failed attempts to sign in to your Manifest account in the last minute`,
    );
    expect(mails[0]?.text).toContain('password was not given out');
    expect(mails[0]?.text).toContain('device you usually use');
    expect(mails[0]?.text).toContain(`${APP_URL}/settings`);
  });

  it('stores only a hash of the device id, one row per account and device', async () => {
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const again = await signIn(
      api,
      { email: owner.email, password: TEST_PASSWORD, deviceId: owner.deviceId },
      newAddress(),
    );
    expect(ZAuthResponse.parse(again.body).deviceId).toBe(owner.deviceId);

    const rows = await api.knex('known_devices').where({ user_id: owner.user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(owner.deviceId);
  });

  it('takes the privilege from a known device that guesses wrong too often', async () => {
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const { addresses } = await attack(owner.email);
    const attacker = addresses[1] ?? '';
    const withDevice = (password: string) => ({
      email: owner.email,
      password,
      deviceId: owner.deviceId,
    });

    // Wrong passwords from the known device are answered (never refused) up to its own limit…
    for (let guess = 0; guess < LIMITS.signinFailuresPerKnownDevice; guess += 1) {
      const wrong = await signIn(api, withDevice('guess-5678'), attacker);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    }
    // …after which it is a device like any other: refused at an address that is blocked.
    expect((await signIn(api, withDevice(TEST_PASSWORD), attacker)).status).toBe(429);
    expect((await signIn(api, withDevice('guess-5678'), attacker)).status).toBe(429);
    // And slowed down (but let in) from a fresh address, as any new device is.
    const fresh = await signIn(api, withDevice(TEST_PASSWORD), newAddress());
    expect(fresh.status).toBe(200);
    expect(fresh.elapsedMs).toBeGreaterThanOrEqual(LIMITS.signinFirstDelayMs);
  });

  it('gives a burst of parallel guesses from a known device no more than its allowance', async () => {
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const { addresses } = await attack(owner.email);
    const attacker = addresses[3] ?? '';
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        signIn(
          api,
          { email: owner.email, password: 'guess-9999', deviceId: owner.deviceId },
          attacker,
        ),
      ),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array(LIMITS.signinFailuresPerKnownDevice).fill(401),
      ...Array(8 - LIMITS.signinFailuresPerKnownDevice).fill(429),
    ]);
  });

  it('does not let a device known to another account skip this one’s limits', async () => {
    const other = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const { addresses } = await attack(owner.email);
    const borrowed = await signIn(
      api,
      { email: owner.email, password: TEST_PASSWORD, deviceId: other.deviceId },
      addresses[2] ?? '',
    );
    expect(borrowed.status).toBe(429);
  });

  it('answers an attack on an email without an account exactly as on a real one, and mails nobody', async () => {
    const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
    const nobody = uniqueEmail('nobody');
    const onAccount = await attack(owner.email);
    const onNobody = await attack(nobody);
    expect(onNobody.answers).toEqual(onAccount.answers);

    const slowed = await signIn(api, { email: nobody, password: TEST_PASSWORD }, newAddress());
    expect(slowed.status).toBe(401);
    expect(slowed.elapsedMs).toBeGreaterThanOrEqual(LIMITS.signinFirstDelayMs);
    expect(mailsTo(nobody)).toEqual([]);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('sends one mail when the attack is spread over two API processes', async () => {
    const second = await startTestServer({
      database: api.database,
      authLimits: LIMITS,
      env: { APP_URL },
    });
    try {
      const owner = await api.signUp({ headers: { 'X-Forwarded-For': newAddress() } });
      await attack(owner.email, { servers: [api, second] });
      await attack(owner.email, { servers: [second, api], attackers: 2 });
      const mails = [...api.mails, ...second.mails].filter(
        (mail) => mail.to === owner.email && mail.subject === ALERT_SUBJECT,
      );
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
