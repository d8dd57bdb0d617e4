import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_LIFETIME_MINUTES,
} from '@manifest/contracts/password-reset';
import type { TAuthResponse } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressThrottle } from '../../lib/address-throttle';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { AuthService } from '../auth/auth-service';
import { hashDeviceId } from '../auth/device-id';
import { isKnownDevice } from '../auth/known-devices-repository';
import { assertHardToGuess, PASSWORD_FIELD, personOf } from '../auth/password-policy';
import { createSessionToken, hashSessionToken } from '../auth/session-token';
import { findUserByEmail, findUserById } from '../auth/users-repository';
import { passwordResetMail } from './password-reset-mail';
import { claimResetLink, findLiveResetLinkUser, insertResetLink } from './reset-links-repository';

export type PasswordResetDeps = {
  knex: Knex;
  auth: AuthService;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** Requests per address: over it, 429 (it protects the mailer). */
  perAddress: AddressThrottle;
  /**
   * Requests per account (keyed by the normalised email): over it the answer is
   * the same, but only a device the account knows still gets a link.
   */
  perAccount: AddressThrottle;
  appUrl: string;
};

/**
 * Every answer leaves this long after the request came in: the lookup, the token
 * and the email of an account run meanwhile, so they never compete with sending
 * the answer, and a busy machine shows no difference between the two paths.
 */
const ANSWER_AFTER_MS = 150;

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * Forgot password and reset. The request's answer never depends on the email:
 * after the limits it is sent at a fixed time, and the lookup, the token and the
 * email happen in the background, so neither the words nor the timing tell whether an account
 * exists.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { knex, auth, mailer, now, logger } = deps;

  /**
   * Past the per-account limit a link goes only to a request from a browser
   * that signed in to the account before: anyone may ask for anyone's email,
   * and their requests must not use up the owner's. The owner's inbox still
   * holds the links the others caused, each working for its hour.
   */
  async function mayReceiveLink(userId: string, isWithinLimit: boolean, deviceId?: string) {
    if (isWithinLimit) return true;
    return deviceId !== undefined && isKnownDevice(knex, userId, hashDeviceId(deviceId));
  }

  async function sendLink(emailNormalized: string, deviceId: string | undefined) {
    // Counted for every email, with or without an account, as the address limit is.
    const isWithinLimit = await deps.perAccount.countQuietly(emailNormalized);
    const user = await findUserByEmail(knex, emailNormalized);
    if (!user) return;
    if (!(await mayReceiveLink(user.id, isWithinLimit, deviceId))) {
      logger.warn('Password reset requests for one account passed its limit: no link sent', {
        userId: user.id,
      });
      return;
    }
    const token = createSessionToken();
    const at = now();
    await insertResetLink(knex, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_LINK_LIFETIME_MINUTES * 60_000),
    });
    await mailer.send(
      passwordResetMail({
        to: user.email,
        firstName: user.first_name,
        link: `${deps.appUrl}/reset-password?token=${token}`,
      }),
    );
  }

  return {
    /**
     * The address limit first (429 for everyone alike), then the work in the
     * background, the per-account limit included: past it the answer is the
     * same 202, at the same time.
     */
    async requestReset(emailNormalized: string, address: string, deviceId?: string): Promise<void> {
      const answerAt = performance.now() + ANSWER_AFTER_MS;
      await deps.perAddress.count(address);
      setImmediate(() => {
        sendLink(emailNormalized, deviceId).catch((error: unknown) => {
          logger.error('A password reset link could not be sent', {
            reason: error instanceof Error ? error.message : String(error),
          });
        });
      });
      await sleep(answerAt - performance.now());
    },

    /**
     * Uses a link once: the new password is set, every session of the user and
     * every other link ends, and a new session starts for this browser.
     */
    async reset(token: string, password: string): Promise<TAuthResponse> {
      const tokenHash = hashSessionToken(token);
      const invalidLink = () => new HttpError(400, RESET_LINK_INVALID_MESSAGE, { field: 'token' });
      const userId = await findLiveResetLinkUser(knex, tokenHash, now());
      const user = userId ? await findUserById(knex, userId) : undefined;
      if (!user) throw invalidLink();
      // Before the link is used up, so a refused password leaves it working.
      await assertHardToGuess(password, personOf(user), PASSWORD_FIELD);
      if (!(await claimResetLink(knex, tokenHash, now()))) throw invalidLink();
      await auth.setNewPassword(user.id, password);
      return auth.startSessionFor(user.id);
    },
  };
}
