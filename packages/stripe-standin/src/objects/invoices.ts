import type { TStripeObject } from '../stand-in-state';

export type TBillingReason = 'subscription_create' | 'subscription_cycle';

/**
 * A subscription's invoice as this API version returns it (spec3 `invoice`,
 * `line_item`): the subscription is under `parent`, the price under each
 * line's `pricing`. It starts as a draft.
 */
export function invoiceObject(fields: {
  id: string;
  lineId: string;
  number: string;
  created: number;
  customer: TStripeObject;
  subscription: TStripeObject;
  item: TStripeObject & { price: TStripeObject };
  amount: number;
  reason: TBillingReason;
  servicePeriod: { start: number; end: number };
  description: string;
}): TStripeObject {
  const { price } = fields.item;
  const currency = String(price.currency);
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Manifest (Stripe stand-in)',
    account_tax_ids: null,
    amount_due: fields.amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_paid_off_stripe: 0,
    amount_remaining: fields.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: fields.reason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: fields.created,
    currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer.email ?? null,
    customer_name: fields.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: [
        {
          id: fields.lineId,
          object: 'line_item',
          amount: fields.amount,
          currency,
          description: fields.description,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: fields.id,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: fields.subscription.id,
              subscription_item: fields.item.id,
            },
            type: 'subscription_item_details',
          },
          period: { end: fields.servicePeriod.end, start: fields.servicePeriod.start },
          pretax_credit_amounts: [],
          pricing: {
            price_details: { price: price.id, product: String(price.product) },
            type: 'price_details',
            unit_amount_decimal: String(price.unit_amount_decimal),
          },
          quantity: 1,
          subtotal: fields.amount,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${fields.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: fields.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: {
        metadata: structuredClone(fields.subscription.metadata as Record<string, string>),
        subscription: fields.subscription.id,
      },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    // A subscription invoice's own period is the moment it was made; what it
    // bills for is each line's period.
    period_end: fields.created,
    period_start: fields.created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: fields.amount,
    subtotal_excluding_tax: fields.amount,
    test_clock: fields.customer.test_clock ?? null,
    total: fields.amount,
    total_discount_amounts: [],
    total_excluding_tax: fields.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: fields.created,
  };
}
