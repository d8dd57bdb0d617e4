import { startGoogleStandIn, type TGoogleStandIn } from '@manifest/google-standin';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS_MESSAGE,
  NO_PASSWORD_TO_CHANGE_MESSAGE,
} from '../src/features/auth/auth-service';
import { hashDeviceId } from '../src/features/auth/device-id';
import { VERIFICATION_MAIL_SUBJECT } from '../src/features/email-verification/email-verification-mail';
import {
  GOOGLE_CLAIMED_SUBJECT,
  GOOGLE_LINKED_SUBJECT,
} from '../src/features/google-sign-in/google-link-mail';
import { googleBrowser } from './support/google-browser';
import { useTestApp } from './support/test-app';
import { waitFor } from './support/wait-for';
import { signupBody, TEST_PASSWORD } from './support/test-users';

// Google joins an existing account only with proof. An address the account
// proved: linked, the password and sessions stay, the owner is told. An address
// nobody proved (anyone may have registered it first): Google's verified email
// is the proof, and whoever registered it keeps no password and no session.

const APP_URL = 'http://localhost:3998';
const CLIENT = { clientId: 'linking-client', clientSecret: 'linking-client-secret' };

let provider: TGoogleStandIn;
beforeAll(async () => {
  provider = await startGoogleStandIn({
    ...CLIENT,
    redirectUris: [`${APP_URL}/auth/google/callback`],
  });
});
afterAll(async () => {
  await provider.close();
});

describe('Google linking to an existing account', () => {
  const api = useTestApp('postgres', {
    get env() {
      return {
        APP_URL,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
      };
    },
  });

  /** Google sign-in through the browser's steps, then the session its one-time code gives. */
  async function continueWithGoogle(login: string) {
    const destination = await googleBrowser(api.url).signIn(login);
    const code = /^\/signin#code=([\w-]+)$/.exec(destination)?.[1];
    expect(code, destination).toBeDefined();
    const answer = await api.request('/api/auth/google/session', { json: { code } });
    expect(answer.status).toBe(200);
    return ZAuthResponse.parse(answer.body);
  }

  const signIn = (email: string, password: string) =>
    api.request('/api/auth/signin', { json: { email, password } });

  /** Mails to an address, the verification link its sign-up sends aside. */
  const mailsTo = (email: string) =>
    api.mails.filter((mail) => mail.to === email && mail.subject !== VERIFICATION_MAIL_SUBJECT);

  it('gives an unproven account to the Google owner: the first registrant keeps no password and no session', async () => {
    const email = 'victim@example.com';
    // Someone else registered the owner's address first, and is signed in twice.
    const registered = await api.request('/api/auth/signup', {
      json: signupBody({ email, firstName: 'Mallory', password: 'registered-first' }),
    });
    expect(registered.status).toBe(201);
    const first = ZAuthResponse.parse(registered.body);
    const second = ZAuthResponse.parse((await signIn(email, 'registered-first')).body);

    const owner = await continueWithGoogle(email);
    expect(owner.user).toMatchObject({ id: first.user.id, hasPassword: false });
    expect((await api.request('/api/auth/user', { token: owner.token })).status).toBe(200);

    for (const { token } of [first, second]) {
      expect((await api.request('/api/auth/user', { token })).status).toBe(401);
    }
    const refused = await signIn(email, 'registered-first');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });

    const row = await api.knex('users').where({ id: first.user.id }).first();
    expect(row).toMatchObject({ google_sub: email, password_hash: null });
    expect(row.email_verified_at).toBeInstanceOf(Date);
    // The registrant's browsers are no longer known devices (they got through lockouts).
    const devices = await api.knex('known_devices').where({ user_id: first.user.id });
    expect(devices.map((device) => device.device_hash)).toEqual([hashDeviceId(owner.deviceId)]);

    const [mail, ...others] = mailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(GOOGLE_CLAIMED_SUBJECT);
    expect(mail?.text).toContain('removed the password it had');
    expect(mail?.text).toContain('signed out every device');
    expect(mail?.text).toContain(`${APP_URL}/forgot-password`);
    // The name was typed by whoever registered the address: the mail does not repeat it.
    expect(mail?.text).not.toContain('Mallory');

    // Signing in with Google again changes nothing more and mails nothing.
    const again = await continueWithGoogle(email);
    expect(again.user.id).toBe(first.user.id);
    expect((await api.request('/api/auth/user', { token: owner.token })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("lets the owner choose a password with 'Forgot password?' afterwards", async () => {
    const email = 'claimed.then.reset@example.com';
    await api.signUp({ email });
    await continueWithGoogle(email);

    expect((await api.request('/api/auth/forgot-password', { json: { email } })).status).toBe(202);
    const token = await waitFor(
      () => /reset-password\?token=(\S+)/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1],
      'the reset email',
    );
    const reset = await api.request('/api/auth/reset-password', {
      json: { token, password: 'chosen-by-the-owner' },
    });
    expect(reset.status).toBe(200);
    expect(ZAuthResponse.parse(reset.body).user.hasPassword).toBe(true);
    expect((await signIn(email, 'chosen-by-the-owner')).status).toBe(200);
  });

  it('links an account whose address was proven, keeps its password and sessions, and tells the owner', async () => {
    const account = await api.signUp({ email: 'proven@example.com' });
    // The owner proved the address earlier (the emailed verification link sets this).
    await api
      .knex('users')
      .where({ id: account.user.id })
      .update({ email_verified_at: new Date() });

    const google = await continueWithGoogle('Proven@Example.com');
    expect(google.user).toMatchObject({ id: account.user.id, hasPassword: true });
    expect((await api.request('/api/auth/user', { token: account.token })).status).toBe(200);
    expect((await signIn('proven@example.com', TEST_PASSWORD)).status).toBe(200);
    const row = await api.knex('users').where({ id: account.user.id }).first();
    expect(row.google_sub).toBe('Proven@Example.com');

    const notices = mailsTo('proven@example.com');
    expect(notices.map((mail) => mail.subject)).toEqual([GOOGLE_LINKED_SUBJECT]);
    expect(notices[0]?.text).toContain('Your password works as before.');
  });

  describe('an account without a password (Google made it)', () => {
    async function googleMadeAccount(email: string) {
      const destination = await googleBrowser(api.url).signIn(email);
      const token = new URL(destination, APP_URL).searchParams.get('token');
      const created = await api.request('/api/auth/google/signup', { json: { token } });
      expect(created.status).toBe(201);
      return ZAuthResponse.parse(created.body);
    }

    it('has no password: any password is refused with the sign-in message', async () => {
      const email = 'made.by.google@example.com';
      const session = await googleMadeAccount(email);
      expect(session.user.hasPassword).toBe(false);
      const row = await api.knex('users').where({ id: session.user.id }).first();
      expect(row.password_hash).toBeNull();
      const answer = await signIn(email, 'any-password');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    });

    it('refuses a password change clearly, pointing at Forgot password, without counting a guess', async () => {
      const session = await googleMadeAccount('no.password.to.change@example.com');
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const answer = await api.request('/api/auth/change-password', {
          token: session.token,
          json: { currentPassword: 'anything', newPassword: 'a-new-secret' },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          message: NO_PASSWORD_TO_CHANGE_MESSAGE,
          field: 'currentPassword',
        });
      }
      const row = await api.knex('users').where({ id: session.user.id }).first();
      expect(row.password_hash).toBeNull();
    });
  });
});
