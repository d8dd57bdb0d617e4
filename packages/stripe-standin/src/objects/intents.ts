import type { TStripeObject } from '../stand-in-state';

/** A setup intent as Stripe returns it (spec3 `setup_intent`), waiting for a card. */
export const setupIntentObject = (fields: {
  id: string;
  clientSecret: string;
  created: number;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  usage: string;
}): TStripeObject => ({
  id: fields.id,
  object: 'setup_intent',
  application: null,
  automatic_payment_methods: null,
  cancellation_reason: null,
  client_secret: fields.clientSecret,
  created: fields.created,
  customer: fields.customer,
  description: fields.description,
  flow_directions: null,
  last_setup_error: null,
  latest_attempt: null,
  livemode: false,
  mandate: null,
  metadata: fields.metadata,
  next_action: null,
  on_behalf_of: null,
  payment_method: null,
  payment_method_configuration_details: null,
  payment_method_options: {
    card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
  },
  payment_method_types: ['card'],
  single_use_mandate: null,
  status: 'requires_payment_method',
  usage: fields.usage,
});

/** A payment intent as Stripe returns it (spec3 `payment_intent`), before it is confirmed. */
export const paymentIntentObject = (fields: {
  id: string;
  amount: number;
  currency: string;
  clientSecret: string;
  created: number;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethod: string | null;
  receiptEmail: string | null;
}): TStripeObject => ({
  id: fields.id,
  object: 'payment_intent',
  amount: fields.amount,
  amount_capturable: 0,
  amount_details: { tip: {} },
  amount_received: 0,
  application: null,
  application_fee_amount: null,
  automatic_payment_methods: null,
  canceled_at: null,
  cancellation_reason: null,
  capture_method: 'automatic',
  client_secret: fields.clientSecret,
  confirmation_method: 'automatic',
  created: fields.created,
  currency: fields.currency,
  customer: fields.customer,
  description: fields.description,
  excluded_payment_method_types: null,
  last_payment_error: null,
  latest_charge: null,
  livemode: false,
  metadata: fields.metadata,
  next_action: null,
  on_behalf_of: null,
  payment_method: fields.paymentMethod,
  payment_method_configuration_details: null,
  payment_method_options: {
    card: {
      installments: null,
      mandate_options: null,
      network: null,
      request_three_d_secure: 'automatic',
    },
  },
  payment_method_types: ['card'],
  processing: null,
  receipt_email: fields.receiptEmail,
  review: null,
  setup_future_usage: null,
  shipping: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
  transfer_data: null,
  transfer_group: null,
});
