import { VERIFY_LINK_LIFETIME_HOURS } from '@manifest/contracts/email-verification';
import type { Mail } from '../../lib/mailer';

export const VERIFICATION_MAIL_SUBJECT = 'Confirm your email address for Manifest';

/** The link that proves the person reads this mailbox; the account works without it. */
export function emailVerificationMail(input: {
  to: string;
  firstName: string;
  link: string;
}): Mail {
  return {
    to: input.to,
    subject: VERIFICATION_MAIL_SUBJECT,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Please confirm that ${input.to} is your email address for Manifest:`,
      input.link,
      '',
      `The link works once, for ${VERIFY_LINK_LIFETIME_HOURS} hours. Your account works already; confirming the address lets us trust it with your account.`,
      '',
      'If you did not sign up for Manifest, ignore this email: nothing happens unless the link is opened.',
      '',
      'The Manifest team',
    ].join('\n'),
  };
}
