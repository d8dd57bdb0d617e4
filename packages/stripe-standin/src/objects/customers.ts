import type { TStripeObject } from '../stand-in-state';

/** A customer as Stripe returns it (spec3 `customer`). */
export const customerObject = (fields: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  testClock: string | null;
}): TStripeObject => ({
  id: fields.id,
  object: 'customer',
  address: null,
  balance: 0,
  created: fields.created,
  currency: null,
  default_source: null,
  delinquent: false,
  description: fields.description,
  discount: null,
  email: fields.email,
  // Stripe's prefix for the customer's invoice numbers: eight letters or digits.
  invoice_prefix: fields.id.slice(-8).toUpperCase(),
  invoice_settings: {
    custom_fields: null,
    default_payment_method: null,
    footer: null,
    rendering_options: null,
  },
  livemode: false,
  metadata: fields.metadata,
  name: fields.name,
  next_invoice_sequence: 1,
  phone: null,
  preferred_locales: [],
  shipping: null,
  tax_exempt: 'none',
  test_clock: fields.testClock,
});

/** What Stripe answers for a customer once deleted (spec3 `deleted_customer`). */
export const deletedCustomerObject = (id: string): TStripeObject => ({
  id,
  object: 'customer',
  deleted: true,
});
