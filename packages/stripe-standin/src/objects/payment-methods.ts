import { createHash } from 'node:crypto';

import type { TStripeObject } from '../stand-in-state';
import { cardBrand } from '../test-cards';

/** The same card number has the same fingerprint, whoever saves it (as on Stripe). */
export const cardFingerprint = (number: string) =>
  createHash('sha256').update(`stripe-standin:${number}`).digest('base64url').slice(0, 16);

const ADDRESS_KEYS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

const addressOf = (given: unknown) => {
  const fields = given && typeof given === 'object' ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    ADDRESS_KEYS.map((key) => [key, typeof fields[key] === 'string' ? fields[key] : null]),
  );
};

const textOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A card payment method as Stripe returns it (spec3 `payment_method`, `payment_method_card`). */
export function paymentMethodObject(fields: {
  id: string;
  created: number;
  number: string;
  expiry: { month: number; year: number };
  billing: Record<string, unknown>;
  hasCvc: boolean;
}): TStripeObject {
  const brand = cardBrand(fields.number);
  return {
    id: fields.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: addressOf(fields.billing.address),
      email: textOr(fields.billing.email),
      name: textOr(fields.billing.name),
      phone: textOr(fields.billing.phone),
      tax_id: null,
    },
    card: {
      brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: fields.hasCvc ? 'unchecked' : null,
      },
      country: 'US',
      display_brand: brand === 'amex' ? 'american_express' : brand,
      exp_month: fields.expiry.month,
      exp_year: fields.expiry.year,
      fingerprint: cardFingerprint(fields.number),
      funding: 'credit',
      generated_from: null,
      last4: fields.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: fields.created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
