import type { TContactMessage } from '@manifest/contracts/contact';
import type { Knex } from 'knex';
import type { AddressThrottle } from '../../lib/address-throttle';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';

export type ContactServiceDeps = {
  knex: Knex;
  throttle: AddressThrottle;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
};

export type ContactService = ReturnType<typeof createContactService>;

/** The contact form: kept first (nothing is lost), then acknowledged by email. */
export function createContactService({ knex, throttle, mailer, now, logger }: ContactServiceDeps) {
  return {
    async receive(message: TContactMessage, sender: { address: string; userId: string | null }) {
      await throttle.count(sender.address);
      await knex('contact_messages').insert({
        user_id: sender.userId,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        created_at: now(),
      });
      try {
        await mailer.send({
          to: message.email,
          subject: `We received your message: ${message.subject}`,
          text: [
            `Hi ${message.name},`,
            '',
            'Thank you for writing to us. We have your message and will answer within 24 hours.',
            '',
            'What you sent:',
            message.message,
          ].join('\n'),
        });
      } catch (error) {
        // The message is stored: a missing acknowledgement must not make the person resend it.
        logger.error('A contact acknowledgement could not be sent', {
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}
