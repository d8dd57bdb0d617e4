import { ZAuthResponse, ZErrorResponse } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody, TEST_PASSWORD } from './support/test-users';

const LIMITS = {
  signinFailuresPerAccount: 3,
  signinFailureMemorySeconds: 60,
  signinFirstBlockSeconds: 60,
  signinMaxBlockSeconds: 60,
  signupsPerAddress: 1000,
};

// Unicode letters whose case forms JavaScript and PostgreSQL used to fold differently.
const DZ = { upper: '\u01C4', title: '\u01C5', lower: '\u01C6' }; // Ǆ ǅ ǆ
const KELVIN_SIGN = '\u212A'; // K, canonically the same as K
const CAPITAL_I_WITH_DOT = '\u0130'; // İ; lower case is i + U+0307, not i
const COMBINING_DOT_ABOVE = '\u0307';

let labelCount = 0;
/** A local part no other test uses, so tests sharing the database never collide. */
const freshLabel = () => `case${Date.now().toString(36)}${++labelCount}`;

describe.each(DATABASE_ENGINES)('one email normalisation on %s', (engine) => {
  const api = useTestApp(engine, { authLimits: LIMITS });
  let addressCount = 0;
  const newAddress = () => `198.18.0.${++addressCount}`;

  const signUp = (email: string) =>
    api.request('/api/auth/signup', {
      json: signupBody({ email }),
      headers: { 'X-Forwarded-For': newAddress() },
    });
  const signIn = (email: string, password: string, address = newAddress()) =>
    api.request('/api/auth/signin', {
      json: { email, password },
      headers: { 'X-Forwarded-For': address },
    });
  const userIdOf = (answer: { body: unknown }) => ZAuthResponse.parse(answer.body).user.id;

  it('signs every case form of a Unicode address in to the one account, showing it as typed', async () => {
    const label = freshLabel();
    const typed = `${DZ.title}${label}@example.com`;
    const created = await signUp(typed);
    expect(created.status).toBe(201);
    expect(ZAuthResponse.parse(created.body).user.email).toBe(typed);

    for (const letter of [DZ.upper, DZ.title, DZ.lower]) {
      const answer = await signIn(`${letter}${label}@EXAMPLE.com`, TEST_PASSWORD);
      expect(answer.status).toBe(200);
      expect(userIdOf(answer)).toBe(userIdOf(created));
    }
    const row = await api
      .knex('users')
      .where({ id: userIdOf(created) })
      .first();
    expect(row).toMatchObject({
      email: typed,
      email_normalized: `${DZ.lower}${label}@example.com`,
    });
  });

  it('treats the Kelvin sign and a decomposed letter as the letters they stand for', async () => {
    const label = freshLabel();
    const created = await signUp(`k${label}.\u00E5@example.com`);
    expect(created.status).toBe(201);
    for (const variant of [
      `${KELVIN_SIGN}${label}.\u00E5@example.com`,
      `K${label}.A\u030A@example.com`,
    ]) {
      const answer = await signIn(variant, TEST_PASSWORD);
      expect(answer.status).toBe(200);
      expect(userIdOf(answer)).toBe(userIdOf(created));
    }
  });

  it('answers 409 to a sign-up with any case form of a registered address', async () => {
    const label = freshLabel();
    expect((await signUp(`${DZ.lower}${label}.k@example.com`)).status).toBe(201);
    for (const variant of [
      `${DZ.upper}${label}.k@example.com`,
      `${DZ.title}${label}.${KELVIN_SIGN}@Example.COM`,
      ` ${DZ.lower}${label}.K@example.com `,
    ]) {
      const answer = await signUp(variant);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'An account with this email already exists',
        field: 'email',
      });
    }
    const rows = await api
      .knex('users')
      .where({ email_normalized: `${DZ.lower}${label}.k@example.com` })
      .count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('counts every case form of an address against one set of limits', async () => {
    const label = freshLabel();
    expect((await signUp(`${DZ.lower}${label}@example.com`)).status).toBe(201);
    const address = newAddress();
    for (const letter of [DZ.upper, DZ.title, DZ.lower]) {
      expect((await signIn(`${letter}${label}@example.com`, 'wrong-1', address)).status).toBe(401);
    }
    // The fourth try is refused whatever form it is typed in.
    const refused = await signIn(`${DZ.title}${label}@Example.com`, TEST_PASSWORD, address);
    expect(refused.status).toBe(429);

    const keys = (await api.knex('rate_limits').select('key')).map(
      (row: { key: string }) => row.key,
    );
    const mentioning = keys.filter((key) => key.includes(label));
    expect(mentioning.length).toBeGreaterThan(0);
    for (const key of mentioning) expect(key).toContain(`${DZ.lower}${label}@example.com`);
  });

  it('keeps a dotted capital I apart from a plain i: no way in through a second set of counters', async () => {
    const label = freshLabel();
    const plain = `i${label}@example.com`;
    expect((await signUp(plain)).status).toBe(201);
    const address = newAddress();
    for (let guess = 0; guess < LIMITS.signinFailuresPerAccount; guess += 1) {
      expect((await signIn(plain, 'wrong-1', address)).status).toBe(401);
    }
    expect((await signIn(plain, TEST_PASSWORD, address)).status).toBe(429);
    // The dotted form is another address: it never reaches this account.
    const dotted = await signIn(
      `${CAPITAL_I_WITH_DOT}${label}@example.com`,
      TEST_PASSWORD,
      address,
    );
    expect(dotted.status).toBe(401);

    // …and it is one address in all its own forms.
    const dottedLabel = freshLabel();
    const created = await signUp(`${CAPITAL_I_WITH_DOT}${dottedLabel}@example.com`);
    expect(created.status).toBe(201);
    const lower = await signIn(`i${COMBINING_DOT_ABOVE}${dottedLabel}@example.com`, TEST_PASSWORD);
    expect(userIdOf(lower)).toBe(userIdOf(created));
  });

  it('keeps ß and ss apart, as lower-casing does', async () => {
    const label = freshLabel();
    expect((await signUp(`stra\u00DFe${label}@example.com`)).status).toBe(201);
    expect((await signUp(`STRASSE${label}@example.com`)).status).toBe(201);
  });

  it.each([
    ['ada@', 'Email Address must be a valid email'],
    ['not-an-email', 'Email Address must be a valid email'],
    ['   ', 'Email Address is required'],
  ])(
    'checks the sign-in email with the sign-up rule: %j answers 400 naming email',
    async (email, message) => {
      const answer = await signIn(email, TEST_PASSWORD);
      expect(answer.status).toBe(400);
      expect(ZErrorResponse.parse(answer.body)).toEqual({ message, field: 'email' });
    },
  );
});
