import { z } from 'zod';
import { emailAddress } from './auth';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// `POST /api/contact` (spec 001 sections 2 and 5: the contact form; the spec
// simulates it, ours stores the message and acknowledges it by email).

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export const ZContactRequest = z.object(
  {
    name: requiredText('Name', CONTACT_LIMITS.name),
    email: emailAddress,
    subject: requiredText('Subject', CONTACT_LIMITS.subject),
    message: requiredText('Message', CONTACT_LIMITS.message),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TContactRequest = z.input<typeof ZContactRequest>;
export type TContactMessage = z.output<typeof ZContactRequest>;

export const ZContactResponse = z.object({ received: z.literal(true) });

/** Spec 001 section 8's success, with the 24-hour promise. */
export const CONTACT_SENT_TOAST = {
  title: 'Message Sent Successfully',
  description: "Thank you for reaching out. We'll get back to you within 24 hours.",
} as const;
