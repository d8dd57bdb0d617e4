import { normalizeEmail } from '@manifest/contracts/auth';
import type { TContactMessage } from '@manifest/contracts/contact';
import type { Knex } from 'knex';
import type { AddressThrottle } from '../../lib/address-throttle';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { findUserByEmail } from '../auth/users-repository';
import { contactAcknowledgementMail } from './contact-acknowledgement-mail';

export type ContactServiceDeps = {
  knex: Knex;
  throttle: AddressThrottle;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
};

/** Who sent the message: their network address, and their account when signed in. */
export type ContactSender = {
  address: string;
  user: { id: string; email: string } | null;
};

export type ContactService = ReturnType<typeof createContactService>;

/**
 * The contact form: kept first (nothing is lost), then acknowledged by email,
 * but only to an address we know is the sender's: their own account's when
 * signed in, or one whose owner proved it. Any other address typed into the
 * form gets nothing: the form must not mail strangers.
 */
export function createContactService({ knex, throttle, mailer, now, logger }: ContactServiceDeps) {
  async function isSendersAddress(emailNormalized: string, sender: ContactSender) {
    if (sender.user && normalizeEmail(sender.user.email) === emailNormalized) return true;
    const account = await findUserByEmail(knex, emailNormalized);
    return Boolean(account?.email_verified_at);
  }

  return {
    async receive(message: TContactMessage, sender: ContactSender) {
      await throttle.count(sender.address);
      await knex('contact_messages').insert({
        user_id: sender.user?.id ?? null,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        created_at: now(),
      });
      if (!(await isSendersAddress(normalizeEmail(message.email), sender))) return;
      // Not awaited: the answer does not wait on the mail, so its timing does not
      // tell a stranger whether an address has a proven account.
      mailer.send(contactAcknowledgementMail(message.email)).catch((error: unknown) => {
        // The message is stored: a missing acknowledgement must not make the person resend it.
        logger.error('A contact acknowledgement could not be sent', {
          reason: error instanceof Error ? error.message : String(error),
        });
      });
    },
  };
}
