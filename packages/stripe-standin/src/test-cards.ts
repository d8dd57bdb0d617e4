import { randomInt } from 'node:crypto';

// Stripe's documented test cards (https://docs.stripe.com/testing): what each
// does when a setup or a payment confirms it.

export type TCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: string; declineCode: string; message: string }
  /** Attaches and sets up fine; every later charge is declined (Stripe's 4000 0000 0000 0341). */
  | { kind: 'fails-charges' };

const declined = (code: string, declineCode: string, message: string): TCardOutcome => ({
  kind: 'declined',
  code,
  declineCode,
  message,
});

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

const OUTCOMES: Record<string, TCardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000000000000002': declined('card_declined', 'generic_decline', CARD_DECLINED_MESSAGE),
  '4000000000009995': declined(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  '4000000000000069': declined('expired_card', 'expired_card', 'Your card has expired.'),
  '4000000000000127': declined(
    'incorrect_cvc',
    'incorrect_cvc',
    "Your card's security code is incorrect.",
  ),
  '4000000000000341': { kind: 'fails-charges' },
};

/** Card numbers Stripe's server-side test payment methods stand for. */
export const TEST_PAYMENT_METHOD_CARDS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
};

/** Any other well-formed number behaves as a good card, as in Stripe's test mode. */
export const cardOutcome = (number: string): TCardOutcome =>
  OUTCOMES[number] ?? { kind: 'succeeds' };

export const cardBrand = (number: string): string =>
  number.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(number)
      ? 'mastercard'
      : /^3[47]/.test(number)
        ? 'amex'
        : 'unknown';

/** The problem Stripe reports when a card is created, or null for a card it accepts. */
export function cardDetailsProblem(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  now: Date;
}): { code: string; param: string; message: string } | null {
  if (!/^\d{13,19}$/.test(card.number)) {
    return {
      code: 'incorrect_number',
      param: 'number',
      message: 'Your card number is incorrect.',
    };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return {
      code: 'invalid_expiry_month',
      param: 'exp_month',
      message: "Your card's expiration month is invalid.",
    };
  }
  const year = card.now.getUTCFullYear();
  const month = card.now.getUTCMonth() + 1;
  if (
    !Number.isInteger(card.expYear) ||
    card.expYear < year ||
    (card.expYear === year && card.expMonth < month)
  ) {
    return {
      code: 'invalid_expiry_year',
      param: 'exp_year',
      message: "Your card's expiration year is invalid.",
    };
  }
  if (card.cvc !== '' && !/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', param: 'cvc', message: "Your card's security code is invalid." };
  }
  return null;
}

const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return (10 - (sum % 10)) % 10;
};

/**
 * A Visa number no test has used before, for a test that means another person's
 * card: one card has one fingerprint, and one card gets one free trial. (Stripe's
 * test mode takes only its listed test cards; the stand-in takes any number.)
 */
export function distinctTestCardNumber(): string {
  const body = `42424${String(randomInt(1e10)).padStart(10, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}
