import { endSubscription } from '../billing';
import { customerObject } from '../objects/customers';
import { EMAIL, ID, METADATA, params, TEXT } from '../request-params';
import type { TStandInState, TStripeObject } from '../stand-in-state';
import { invalid, record, text } from '../stripe-errors';
import type { TRoute } from './route';

/** Metadata as Stripe keeps it: an empty value removes its key. */
export const mergedMetadata = (current: unknown, given: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...record(current), ...record(given) }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

const nullIfEmpty = (value: string | undefined) => (value === '' ? null : value);

export const customerRoutes = (state: TStandInState): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    params: params({
      email: EMAIL,
      name: { type: 'string', maxLength: 256 },
      description: TEXT,
      metadata: METADATA,
      test_clock: ID,
    }),
    answer: (given) => {
      const clock = text(given.test_clock) ?? null;
      if (clock) state.find('test_helpers.test_clock', clock);
      const customer = state.save(
        customerObject({
          id: state.newId('cus'),
          created: clock
            ? Number(state.find('test_helpers.test_clock', clock).frozen_time)
            : state.seconds(),
          email: nullIfEmpty(text(given.email)) ?? null,
          name: nullIfEmpty(text(given.name)) ?? null,
          description: nullIfEmpty(text(given.description)) ?? null,
          metadata: mergedMetadata({}, given.metadata),
          testClock: clock,
        }),
      );
      state.emit('customer.created', customer);
      return customer;
    },
  },
  {
    method: 'DELETE',
    path: /^\/v1\/customers\/(\w+)$/,
    params: params({}),
    answer: (_given, id) => {
      const customer = state.find('customer', id);
      for (const subscription of state.all('subscription')) {
        if (subscription.customer === id && subscription.status !== 'canceled') {
          endSubscription(state, subscription, state.secondsFor(id));
        }
      }
      state.deleteCustomer(id);
      // The event carries the customer as it was; the answer says it is gone.
      state.emit('customer.deleted', customer);
      return state.findCustomerOrDeleted(id);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/(\w+)$/,
    params: params({}),
    // A deleted customer is still answered, as `{ id, object, deleted: true }`.
    answer: (_given, id) => state.findCustomerOrDeleted(id),
  },
  {
    method: 'POST',
    path: /^\/v1\/customers\/(\w+)$/,
    params: params({
      email: EMAIL,
      name: { type: 'string', maxLength: 256 },
      description: TEXT,
      metadata: METADATA,
      invoice_settings: params({ default_payment_method: ID }),
    }),
    answer: (given, id) => {
      const customer: TStripeObject = state.find('customer', id);
      for (const key of ['email', 'name', 'description'] as const) {
        const value = text(given[key]);
        if (value !== undefined) customer[key] = nullIfEmpty(value);
      }
      if (given.metadata !== undefined) {
        customer.metadata = mergedMetadata(customer.metadata, given.metadata);
      }
      const defaultMethod = text(record(given.invoice_settings).default_payment_method);
      if (defaultMethod) {
        if (state.paymentMethod(defaultMethod).customer !== id) {
          throw invalid(
            'invoice_settings[default_payment_method]',
            `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
          );
        }
        customer.invoice_settings = {
          ...record(customer.invoice_settings),
          default_payment_method: defaultMethod,
        };
      }
      state.emit('customer.updated', customer);
      return customer;
    },
  },
];
