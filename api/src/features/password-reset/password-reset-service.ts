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
import { createSessionToken, hashSessionToken } from '../auth/session-token';
import { findUserByEmail } from '../auth/users-repository';
import { passwordResetMail } from './password-reset-mail';

export type PasswordResetDeps = {
  knex: Knex;
  auth: AuthService;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** Requests per address, and per account (keyed by the normalised email). */
  perAddress: AddressThrottle;
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

  async function sendLink(emailNormalized: string) {
    const user = await findUserByEmail(knex, emailNormalized);
    if (!user) return;
    const token = createSessionToken();
    const at = now();
    await knex('password_resets').insert({
      token_hash: hashSessionToken(token),
      user_id: user.id,
      created_at: at,
      expires_at: new Date(at.getTime() + RESET_LINK_LIFETIME_MINUTES * 60_000),
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
    /** Limits first (429 for everyone alike), then the work in the background. */
    async requestReset(emailNormalized: string, address: string): Promise<void> {
      const answerAt = performance.now() + ANSWER_AFTER_MS;
      await deps.perAddress.count(address);
      await deps.perAccount.count(emailNormalized);
      setImmediate(() => {
        sendLink(emailNormalized).catch((error: unknown) => {
          logger.error('A password reset link could not be sent', {
            reason: error instanceof Error ? error.message : String(error),
          });
        });
      });
      await sleep(answerAt - performance.now());
    },

    /**
     * Uses a link once: the new password is set, every session of the user ends,
     * and a new one starts for this browser.
     */
    async reset(token: string, password: string): Promise<TAuthResponse> {
      const at = now();
      const [claimed] = (await knex('password_resets')
        .where({ token_hash: hashSessionToken(token) })
        .whereNull('used_at')
        .where('expires_at', '>', at)
        .update({ used_at: at })
        .returning('user_id')) as { user_id: string }[];
      if (!claimed) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE, { field: 'token' });
      await auth.setNewPassword(claimed.user_id, password);
      return auth.startSessionFor(claimed.user_id);
    },
  };
}
