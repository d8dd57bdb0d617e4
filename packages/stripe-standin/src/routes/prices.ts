import { priceObject, productObject } from '../objects/prices';
import {
  BOOLEAN,
  CURRENCY,
  ID,
  INTEGER,
  METADATA,
  oneOf,
  params,
  TEXT,
  type TParamsSchema,
} from '../request-params';
import type { TStandInState, TStripeObject } from '../stand-in-state';
import { invalidParameter, missing, record, text } from '../stripe-errors';
import { mergedMetadata } from './customers';
import type { TRoute } from './route';

const RECURRING = params(
  { interval: oneOf(['day', 'week', 'month', 'year']), interval_count: INTEGER },
  ['interval'],
);
const PRODUCT_DATA = params({ name: TEXT, metadata: METADATA, active: BOOLEAN }, ['name']);

/** What a price is made of, whether created alone or inline (a subscription item's `price_data`). */
export const PRICE_DATA: TParamsSchema = params(
  {
    currency: CURRENCY,
    unit_amount: INTEGER,
    recurring: RECURRING,
    product: ID,
    product_data: PRODUCT_DATA,
  },
  ['currency'],
);

export function createProduct(state: TStandInState, given: Record<string, unknown>) {
  const product = state.save(
    productObject({
      id: state.newId('prod'),
      created: state.seconds(),
      name: String(given.name),
      description: text(given.description) ?? null,
      metadata: mergedMetadata({}, given.metadata),
    }),
  );
  state.emit('product.created', product);
  return product;
}

/** A price of an existing product, or of one made with it (`product_data`). */
export function createPrice(state: TStandInState, given: Record<string, unknown>): TStripeObject {
  if (given.unit_amount === undefined) throw missing('unit_amount');
  const amount = Number(given.unit_amount);
  if (amount < 0) {
    throw invalidParameter('unit_amount', 'This value must be greater than or equal to 0.');
  }
  const productId = text(given.product);
  if (!productId && !given.product_data) throw missing('product');
  const product = productId
    ? state.find('product', productId)
    : createProduct(state, record(given.product_data));
  const recurring = given.recurring ? record(given.recurring) : null;
  const price = state.save(
    priceObject({
      id: state.newId('price'),
      created: state.seconds(),
      currency: String(given.currency).toLowerCase(),
      unitAmount: amount,
      product: product.id,
      recurring: recurring
        ? {
            interval: String(recurring.interval),
            intervalCount: Number(recurring.interval_count ?? 1),
          }
        : null,
      metadata: mergedMetadata({}, given.metadata),
      nickname: text(given.nickname) ?? null,
      lookupKey: text(given.lookup_key) ?? null,
    }),
  );
  state.emit('price.created', price);
  return price;
}

/** Products and prices: what a subscription or a payment is for. */
export const priceRoutes = (state: TStandInState): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/products$/,
    params: params({ name: TEXT, description: TEXT, metadata: METADATA, active: BOOLEAN }, [
      'name',
    ]),
    answer: (given) => createProduct(state, given),
  },
  {
    method: 'GET',
    path: /^\/v1\/products\/(\w+)$/,
    params: params({}),
    answer: (_given, id) => state.find('product', id),
  },
  {
    method: 'POST',
    path: /^\/v1\/prices$/,
    params: params(
      {
        ...(PRICE_DATA.properties as Record<string, TParamsSchema>),
        metadata: METADATA,
        nickname: TEXT,
        lookup_key: { type: 'string', maxLength: 200 },
        active: BOOLEAN,
      },
      ['currency'],
    ),
    answer: (given) => createPrice(state, given),
  },
  {
    method: 'GET',
    path: /^\/v1\/prices\/(\w+)$/,
    params: params({}),
    answer: (_given, id) => state.find('price', id),
  },
];
