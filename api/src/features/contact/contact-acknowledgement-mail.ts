import type { Mail } from '../../lib/mailer';

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = 'We received your message';

/**
 * The acknowledgement of a contact message: written by us alone. It carries
 * nothing the sender typed (no name, subject or message), so the form cannot
 * send a stranger a product-branded message of someone else's choosing.
 */
export function contactAcknowledgementMail(to: string): Mail {
  const text = [
    'Hello,',
    '',
    'Thank you for writing to Manifest. We have your message and will answer within 24 hours.',
    '',
    'If you did not write to us, you can ignore this email.',
    '',
    'The Manifest team',
  ].join('\n');
  return { to, subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT, text };
}
