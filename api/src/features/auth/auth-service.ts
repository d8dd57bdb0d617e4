import { setTimeout as sleep } from 'node:timers/promises';
import {
  normalizeEmail,
  REMEMBER_ME_OFF_IDLE_DAYS,
  type TAuthResponse,
  type TChangePasswordRequest,
  type TSignin,
  type TSignup,
  type TUpdateProfile,
  type TUser,
} from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Metrics } from '../../observability/metrics';
import { isUniqueViolation } from '../../db/postgres-errors';
import type { AuthThrottle, SigninFailure } from './auth-throttle';
import { createDeviceId, hashDeviceId } from './device-id';
import { updateProfile } from './update-profile';
import { isIssuedDevice, isKnownDevice, rememberDevice } from './known-devices-repository';
import type { PasswordHasher } from './password-hasher';
import { assertHardToGuess, NEW_PASSWORD_FIELD, personOf, PASSWORD_FIELD } from './password-policy';
import { createSessionToken, hashSessionToken } from './session-token';
import { isSessionIdle, sessionExpiry, shouldRecordUse } from './session-rules';
import {
  findLiveSessionUser,
  insertSession,
  recordSessionUse,
  revokeSession,
  revokeSessionById,
  revokeUserSessions,
} from './sessions-repository';
import { endUnusedResetLinks } from '../password-reset/reset-links-repository';
import { signinAlertMail } from './signin-alert-mail';
import { toUserView, trialEndFrom, type UserRow } from './user-view';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updatePasswordHash,
  type NewUser,
} from './users-repository';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const NO_PASSWORD_TO_CHANGE_MESSAGE =
  "Your account has no password yet. To set one, sign out and choose 'Forgot password?' on the sign-in page.";

// No account has this id; it stands in for the user of an unknown email.
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export type AuthServiceDeps = {
  knex: Knex;
  hasher: PasswordHasher;
  throttle: AuthThrottle;
  now: () => Date;
  trialDays: number;
  sessionTtlDays: number;
  /** A session unused this long ends (SESSION_IDLE_DAYS). */
  sessionIdleDays: number;
  adminEmails: readonly string[];
  /** Tells an account's owner when it is under attack. */
  mailer: Mailer;
  /** The shell's public address, for links in emails. */
  appUrl: string;
  logger: Logger;
  metrics: Metrics;
  /** Emails a new password account the link that proves its address (in the background). */
  sendVerificationLink: (recipient: { id: string; email: string; firstName: string }) => void;
};

/** A sign-up's card, checked and ready to start the trial of the account being created. */
export type SignupCard = {
  startTrial: (trx: Knex.Transaction, userId: string) => Promise<void>;
  discard: () => Promise<void>;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { knex, hasher, throttle, now, logger } = deps;
  const view = (row: UserRow, at: Date) =>
    toUserView(row, { now: at, adminEmails: deps.adminEmails });
  const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE, { field: 'email' });

  async function startSession(
    db: Knex | Knex.Transaction,
    userId: string,
    at: Date,
    idleDays: number | null = null,
  ) {
    const token = createSessionToken();
    await insertSession(db, {
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: at,
      expiresAt: sessionExpiry(at, deps.sessionTtlDays),
      idleDays,
    });
    return token;
  }

  /**
   * The id this browser keeps: the one it sent if the API issued it (to this
   * account or another one sharing the browser), else a new one. A made-up id
   * is replaced, so every id that grants the privilege is random.
   */
  async function deviceIdAfterSignin(userId: string, sentId: string | undefined, at: Date) {
    const isReusable = sentId !== undefined && (await isIssuedDevice(knex, hashDeviceId(sentId)));
    const deviceId = isReusable ? sentId : createDeviceId();
    await rememberDevice(knex, { userId, deviceHash: hashDeviceId(deviceId), at });
    return deviceId;
  }

  function warnOwner(user: UserRow, failure: SigninFailure): void {
    logger.warn('Failed sign-ins for one account passed the per-email threshold', {
      userId: user.id,
      failures: failure.emailFailures,
    });
    const mail = signinAlertMail({
      to: user.email,
      firstName: user.first_name,
      failures: failure.emailFailures,
      windowSeconds: failure.emailWindowSeconds,
      appUrl: deps.appUrl,
    });
    // Not awaited: the answer must not wait on (nor its timing reveal) the mail.
    deps.mailer.send(mail).catch((error: unknown) => {
      logger.error('Could not send the sign-in warning', { userId: user.id, error: String(error) });
    });
  }

  /**
   * Sets a user's password, ends every other session (keeping only the one
   * whose token is given) and every reset link not yet used: a link asked for
   * before the change must not undo it. Changing the password uses it with the
   * caller's session, password reset with none, so the rule lives in one place.
   */
  async function setNewPassword(
    userId: string,
    newPassword: string,
    { keepSessionToken }: { keepSessionToken?: string } = {},
  ): Promise<void> {
    const passwordHash = await hasher.hash(newPassword);
    const at = now();
    await knex.transaction(async (trx) => {
      await updatePasswordHash(trx, userId, passwordHash, at);
      await revokeUserSessions(trx, userId, at, {
        ...(keepSessionToken ? { keepTokenHash: hashSessionToken(keepSessionToken) } : {}),
      });
      await endUnusedResetLinks(trx, userId, at);
    });
  }

  /**
   * Inserts the account (its trial from now), remembers this browser and starts
   * a session, in one transaction; with a card, its trial subscription too. If
   * anything fails there is no account and the card's customer is discarded.
   * An address Google vouched for is verified as the account is made; any other
   * waits for its emailed link.
   */
  async function createAccount(
    newUser: Omit<NewUser, 'trialEndDate'>,
    method: 'password' | 'card' | 'google',
    card?: SignupCard,
  ): Promise<TAuthResponse> {
    const at = now();
    try {
      const answer = await knex.transaction(async (trx) => {
        const user = await insertUser(trx, {
          ...newUser,
          trialEndDate: trialEndFrom(at, deps.trialDays),
          ...(method === 'google' ? { emailVerifiedAt: at } : {}),
        });
        if (card) await card.startTrial(trx, user.id);
        const created = card ? ((await findUserById(trx, user.id)) ?? user) : user;
        const deviceId = createDeviceId();
        await rememberDevice(trx, { userId: user.id, deviceHash: hashDeviceId(deviceId), at });
        return { token: await startSession(trx, user.id, at), user: view(created, at), deviceId };
      });
      deps.metrics.signups.inc({ method });
      return answer;
    } catch (error) {
      await card?.discard().catch((discardError: unknown) => {
        logger.error('A sign-up card could not be discarded', {
          reason: discardError instanceof Error ? discardError.message : String(discardError),
        });
      });
      // Two sign-ups with the same email at once: the index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  return {
    /**
     * Creates the account and its session. With a card (the landing modal), the
     * card is checked after the limits and the email, before the account exists;
     * its trial starts inside the account's transaction: if anything fails, there
     * is no account and the card's customer is discarded.
     */
    async signup(
      input: TSignup,
      address: string,
      prepareCard?: () => Promise<SignupCard>,
    ): Promise<TAuthResponse> {
      await throttle.countSignup(address);
      if (await findUserByEmail(knex, input.emailNormalized)) throw emailTaken();
      // Before the card: a refused password must not leave a customer behind.
      await assertHardToGuess(input.password, input, PASSWORD_FIELD);
      const card = prepareCard ? await prepareCard() : undefined;

      const passwordHash = await hasher.hash(input.password);
      const answer = await createAccount(
        {
          email: input.email,
          emailNormalized: input.emailNormalized,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          timeZone: input.timeZone ?? null,
        },
        card ? 'card' : 'password',
        card,
      );
      // The account works at once (the spec's flow); the address is proven by the link.
      deps.sendVerificationLink(answer.user);
      return answer;
    },

    async signin(input: TSignin, address: string): Promise<TAuthResponse> {
      const email = input.emailNormalized;
      const user = await findUserByEmail(knex, email);
      const deviceHash = input.deviceId ? hashDeviceId(input.deviceId) : undefined;
      // Looked up for unknown emails too, so a device id does not make them answer faster.
      const isKnown =
        deviceHash !== undefined && (await isKnownDevice(knex, user?.id ?? NO_USER_ID, deviceHash));
      const knownDevice = user && isKnown ? `${user.id}|${deviceHash}` : undefined;

      const attempt = await throttle.beginSignin({ email, address, knownDevice });
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      // Unknown emails and accounts without a password cost the same argon2 work,
      // so timing reveals neither.
      const isValid = user?.password_hash
        ? await hasher.verify(user.password_hash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !isValid) {
        const failure = await attempt.failed();
        if (user && failure.shouldWarnOwner) warnOwner(user, failure);
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await attempt.succeeded();
      const at = now();
      const deviceId = await deviceIdAfterSignin(user.id, input.deviceId, at);
      // 'Remember me': checked, only the lifetime limits the session; unchecked, a day unused ends it.
      const idleDays =
        input.rememberMe === undefined
          ? null
          : input.rememberMe
            ? deps.sessionTtlDays
            : REMEMBER_ME_OFF_IDLE_DAYS;
      return {
        token: await startSession(knex, user.id, at, idleDays),
        user: view(user, at),
        deviceId,
      };
    },

    /**
     * Creates the account of a person another provider vouched for (Google: a
     * verified email and a subject), and its session. It has no password;
     * 'Forgot password?' gives it one the person chooses.
     */
    async signupVouched(
      person: {
        email: string;
        firstName: string;
        lastName: string;
        googleSub: string;
        timeZone?: string | undefined;
      },
      address: string,
    ): Promise<TAuthResponse> {
      await throttle.countSignup(address);
      const emailNormalized = normalizeEmail(person.email);
      if (await findUserByEmail(knex, emailNormalized)) throw emailTaken();
      return createAccount(
        {
          email: person.email,
          emailNormalized,
          passwordHash: null,
          firstName: person.firstName,
          lastName: person.lastName,
          timeZone: person.timeZone ?? null,
          googleSub: person.googleSub,
        },
        'google',
      );
    },

    /** The user as the browser sees it now (after a payment changed the row, say). */
    async userById(userId: string): Promise<TUser> {
      const row = await findUserById(knex, userId);
      if (!row) throw new HttpError(401, 'Please sign in again');
      return view(row, now());
    },

    /** PATCH /api/auth/user: name and time zone (update-profile.ts), then the user as it is. */
    async updateProfile(
      userId: string,
      input: TUpdateProfile,
      { browserZone }: { browserZone: string | undefined },
    ): Promise<TUser> {
      const at = now();
      await updateProfile(knex, userId, input, { browserZone, at });
      const row = await findUserById(knex, userId);
      if (!row) throw new HttpError(401, 'Please sign in again');
      return view(row, at);
    },

    /** A new session for a user who proved who they are another way (a password reset link). */
    async startSessionFor(userId: string): Promise<TAuthResponse> {
      const row = await findUserById(knex, userId);
      if (!row) throw new HttpError(401, 'Please sign in again');
      const at = now();
      const deviceId = createDeviceId();
      await rememberDevice(knex, { userId, deviceHash: hashDeviceId(deviceId), at });
      return { token: await startSession(knex, userId, at), user: view(row, at), deviceId };
    },

    /** The signed-in user for a bearer token, or null for an unknown, expired, idle or revoked one. */
    async userForToken(token: string): Promise<TUser | null> {
      const at = now();
      const row = await findLiveSessionUser(knex, hashSessionToken(token), at);
      if (!row) return null;
      // Sign-in and sign-up always write a last use; a row without one (written
      // by hand, as test fixtures do) starts its idle clock at its first use.
      // The lifetime cap (expires_at) bounds it either way.
      const lastUsedAt = row.session_last_used_at;
      const idleDays = row.session_idle_days ?? deps.sessionIdleDays;
      if (lastUsedAt && isSessionIdle(lastUsedAt, at, idleDays)) {
        // Revoked, not just refused: an idle session never comes back.
        await revokeSessionById(knex, row.session_id, at);
        return null;
      }
      if (shouldRecordUse(row.session_last_used_at, at))
        await recordSessionUse(knex, row.session_id, at);
      return view(row, at);
    },

    async logout(token: string): Promise<void> {
      await revokeSession(knex, hashSessionToken(token), now());
    },

    /** "Sign out of all devices": every session of the user ends, the caller's included. */
    async logoutAll(userId: string): Promise<void> {
      await revokeUserSessions(knex, userId, now());
    },

    /** Checks the current password, then sets the new one and ends every other session. */
    async changePassword(
      userId: string,
      sessionToken: string,
      input: TChangePasswordRequest,
    ): Promise<void> {
      const user = await findUserById(knex, userId);
      // Nothing to guess, so nothing counted: the person is told how to get a password.
      if (user && user.password_hash === null) {
        throw new HttpError(400, NO_PASSWORD_TO_CHANGE_MESSAGE, { field: 'currentPassword' });
      }
      const check = await throttle.beginPasswordCheck(userId);
      const isValid = user?.password_hash
        ? await hasher.verify(user.password_hash, input.currentPassword)
        : false;
      if (!user || !isValid) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE, { field: 'currentPassword' });
      }
      await check.succeeded();
      await assertHardToGuess(input.newPassword, personOf(user), NEW_PASSWORD_FIELD);
      await setNewPassword(userId, input.newPassword, { keepSessionToken: sessionToken });
    },

    setNewPassword,
  };
}
