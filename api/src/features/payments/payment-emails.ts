import type { Mail } from '../../lib/mailer';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Two days before the trial converts: the date, the amount and where to cancel in one click. */
export function trialReminderMail(input: {
  to: string;
  firstName: string;
  chargeDate: Date;
  amountCents: number;
  currency: string;
  cancelUrl: string;
}): Mail {
  const amount = money(input.amountCents, input.currency);
  const date = longDate(input.chargeDate);
  return {
    to: input.to,
    subject: `Your free trial ends on ${date}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Your free trial ends on ${date}. On that day your card will be charged ${amount}, and then ${amount} every month until you cancel.`,
      '',
      'Nothing to do if you want to keep going. If you would rather not be charged, cancel before that date here:',
      input.cancelUrl,
      '',
      'Cancelling during the trial costs nothing.',
    ].join('\n'),
  };
}

/** After every successful charge. */
export function receiptMail(input: {
  to: string;
  firstName: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  description: string;
  reference: string;
}): Mail {
  return {
    to: input.to,
    subject: `Your receipt: ${money(input.amountCents, input.currency)}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Thank you. We received your payment of ${money(input.amountCents, input.currency)} on ${longDate(input.paidAt)}.`,
      '',
      `What: ${input.description}`,
      `Reference: ${input.reference}`,
    ].join('\n'),
  };
}
