import type { TStripeObject } from '../stand-in-state';

/** A subscription item: one price, and the period it is in (spec3 `subscription_item`). */
export const subscriptionItemObject = (fields: {
  id: string;
  created: number;
  subscription: string;
  price: TStripeObject;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  metadata: Record<string, string>;
}): TStripeObject => ({
  id: fields.id,
  object: 'subscription_item',
  billing_thresholds: null,
  created: fields.created,
  current_period_end: fields.periodEnd,
  current_period_start: fields.periodStart,
  discounts: [],
  metadata: fields.metadata,
  price: fields.price,
  quantity: fields.quantity,
  subscription: fields.subscription,
  tax_rates: [],
});

/**
 * A subscription as this API version returns it (spec3 `subscription`): its
 * periods are on its items, and it is charged automatically from a card.
 */
export const subscriptionObject = (fields: {
  id: string;
  created: number;
  customer: string;
  testClock: string | null;
  currency: string;
  item: TStripeObject;
  trial: { start: number; end: number } | null;
  defaultPaymentMethod: string | null;
  description: string | null;
  metadata: Record<string, string>;
}): TStripeObject => ({
  id: fields.id,
  object: 'subscription',
  application: null,
  application_fee_percent: null,
  automatic_tax: { disabled_reason: null, enabled: false, liability: null },
  billing_cycle_anchor: fields.trial?.end ?? fields.created,
  billing_cycle_anchor_config: null,
  billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible' },
  billing_schedules: [],
  billing_thresholds: null,
  cancel_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  cancellation_details: { comment: null, feedback: null, reason: null },
  collection_method: 'charge_automatically',
  created: fields.created,
  currency: fields.currency,
  customer: fields.customer,
  customer_account: null,
  days_until_due: null,
  default_payment_method: fields.defaultPaymentMethod,
  default_source: null,
  default_tax_rates: [],
  description: fields.description,
  discounts: [],
  ended_at: null,
  invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
  items: {
    object: 'list',
    data: [fields.item],
    has_more: false,
    url: `/v1/subscription_items?subscription=${fields.id}`,
  },
  latest_invoice: null,
  livemode: false,
  metadata: fields.metadata,
  next_pending_invoice_item_invoice: null,
  on_behalf_of: null,
  pause_collection: null,
  payment_settings: {
    payment_method_options: null,
    payment_method_types: null,
    save_default_payment_method: 'off',
  },
  pending_invoice_item_interval: null,
  pending_setup_intent: null,
  pending_update: null,
  schedule: null,
  start_date: fields.created,
  status: fields.trial ? 'trialing' : 'incomplete',
  test_clock: fields.testClock,
  transfer_data: null,
  trial_end: fields.trial?.end ?? null,
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
  trial_start: fields.trial?.start ?? null,
});
