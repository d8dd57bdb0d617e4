import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  VERIFY_EMAIL_PAGE_PATH,
} from '@manifest/contracts/email-verification';
import type { Knex } from 'knex';
import type { AddressThrottle } from '../../lib/address-throttle';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { createSessionToken, hashSessionToken } from '../auth/session-token';
import { findUserById } from '../auth/users-repository';
import { emailVerificationMail } from './email-verification-mail';
import {
  verificationLinkExpiry,
  verificationLinkState,
  verificationRefusal,
  type VerificationLink,
} from './verification-link-rules';

export const MAIL_NOT_SENT_MESSAGE =
  'We could not send the email just now. Please try again in a moment.';

/** Who a link is for: the account, the address it goes to and the name it greets. */
export type VerificationRecipient = { id: string; email: string; firstName: string };

export type EmailVerificationDeps = {
  knex: Knex;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** Resends per account (keyed by the user's id): several an hour. */
  perAccount: AddressThrottle;
  /** The shell's public address, for the link. */
  appUrl: string;
};

type LinkRow = VerificationLink & { token_hash: string; user_id: string };

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

/**
 * Email verification: a random token emailed as a link, kept only as its SHA-256,
 * single use, for VERIFY_LINK_LIFETIME_HOURS; a newer link ends the older ones.
 */
export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { knex, mailer, now, logger } = deps;

  /**
   * Stores a new link, mails it, and only then ends the account's older links, so a
   * mail that could not be sent leaves the older ones working. Links made before this
   * one end; two made in the same millisecond both stay (both are the owner's).
   */
  async function sendLink(recipient: VerificationRecipient): Promise<void> {
    const token = createSessionToken();
    const tokenHash = hashSessionToken(token);
    const at = now();
    await knex('email_verifications').insert({
      token_hash: tokenHash,
      user_id: recipient.id,
      created_at: at,
      expires_at: verificationLinkExpiry(at),
    });
    const link = `${deps.appUrl}${VERIFY_EMAIL_PAGE_PATH}?token=${token}`;
    try {
      await mailer.send(
        emailVerificationMail({ to: recipient.email, firstName: recipient.firstName, link }),
      );
    } catch (error) {
      await knex('email_verifications').where({ token_hash: tokenHash }).del();
      throw error;
    }
    await knex('email_verifications')
      .where({ user_id: recipient.id })
      .where('created_at', '<', at)
      .whereNull('used_at')
      .whereNull('ended_at')
      .update({ ended_at: at });
  }

  return {
    /**
     * After a sign-up by password: the link goes out in the background, so the answer
     * never waits on the mail server; a failure is logged and Resend sends another.
     */
    sendLinkAfterSignup(recipient: VerificationRecipient): void {
      sendLink(recipient).catch((error: unknown) => {
        logger.error('An email verification link could not be sent', {
          userId: recipient.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      });
    },

    /**
     * Uses a link once: the link and the account are marked in one transaction, and
     * a link followed twice at once verifies once (the row lock decides). Anything
     * else is refused with what happened to the link.
     */
    async verify(token: string): Promise<void> {
      const tokenHash = hashSessionToken(token);
      const at = now();
      const isVerified = await knex.transaction(async (trx) => {
        const [claimed] = (await trx('email_verifications')
          .where({ token_hash: tokenHash })
          .whereNull('used_at')
          .whereNull('ended_at')
          .where('expires_at', '>', at)
          .update({ used_at: at })
          .returning('user_id')) as { user_id: string }[];
        if (!claimed) return false;
        // The first proof's time stays: a second link of the same address changes nothing.
        await trx('users')
          .where({ id: claimed.user_id })
          .whereNull('email_verified_at')
          .update({ email_verified_at: at, updated_at: at });
        return true;
      });
      if (isVerified) return;

      const link = await knex<LinkRow>('email_verifications')
        .where({ token_hash: tokenHash })
        .first();
      if (!link) throw verificationRefusal(null);
      const state = verificationLinkState(link, at);
      // Usable a moment ago, expired now: said as expired.
      const user = await findUserById(knex, link.user_id);
      throw verificationRefusal({
        state: state === 'usable' ? 'expired' : state,
        isAccountVerified: Boolean(user?.email_verified_at),
      });
    },

    /**
     * A new link to the signed-in account's own address (never another), within the
     * per-account limit: 409 once the address is verified, 429 past the limit, 503
     * when the mail could not be sent.
     */
    async resend(userId: string): Promise<{ sentTo: string }> {
      const user = await findUserById(knex, userId);
      if (!user) throw new HttpError(401, 'Please sign in again');
      if (user.email_verified_at) throw new HttpError(409, EMAIL_ALREADY_VERIFIED_MESSAGE);
      await deps.perAccount.count(user.id);
      try {
        await sendLink({ id: user.id, email: user.email, firstName: user.first_name });
      } catch (error) {
        logger.error('An email verification link could not be sent', {
          userId: user.id,
          reason: error instanceof Error ? error.message : String(error),
        });
        throw new HttpError(503, MAIL_NOT_SENT_MESSAGE, { headers: { 'Retry-After': '60' } });
      }
      return { sentTo: user.email };
    },
  };
}
