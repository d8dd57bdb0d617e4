import type { TStripeObject } from '../stand-in-state';

/** A product as Stripe returns it (spec3 `product`). */
export const productObject = (fields: {
  id: string;
  created: number;
  name: string;
  description: string | null;
  metadata: Record<string, string>;
}): TStripeObject => ({
  id: fields.id,
  object: 'product',
  active: true,
  created: fields.created,
  default_price: null,
  description: fields.description,
  images: [],
  livemode: false,
  marketing_features: [],
  metadata: fields.metadata,
  name: fields.name,
  package_dimensions: null,
  shippable: null,
  statement_descriptor: null,
  tax_code: null,
  unit_label: null,
  updated: fields.created,
  url: null,
});

/** A per-unit price, one-off or every `interval`, as Stripe returns it (spec3 `price`). */
export const priceObject = (fields: {
  id: string;
  created: number;
  currency: string;
  unitAmount: number;
  product: string;
  recurring: { interval: string; intervalCount: number } | null;
  metadata: Record<string, string>;
  nickname: string | null;
  lookupKey: string | null;
}): TStripeObject => ({
  id: fields.id,
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: fields.created,
  currency: fields.currency,
  custom_unit_amount: null,
  livemode: false,
  lookup_key: fields.lookupKey,
  metadata: fields.metadata,
  nickname: fields.nickname,
  product: fields.product,
  recurring: fields.recurring
    ? {
        interval: fields.recurring.interval,
        interval_count: fields.recurring.intervalCount,
        meter: null,
        usage_type: 'licensed',
      }
    : null,
  tax_behavior: 'unspecified',
  tiers_mode: null,
  transform_quantity: null,
  type: fields.recurring ? 'recurring' : 'one_time',
  unit_amount: fields.unitAmount,
  unit_amount_decimal: String(fields.unitAmount),
});
