import { endSubscription } from '../billing';
import type { TStandInState } from '../stand-in-state';
import { invalid, record, text } from '../stripe-errors';
import type { TRoute } from './route';

export const customerRoutes = (state: TStandInState): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    answer: (params) => {
      const clock = text(params.test_clock) ?? null;
      if (clock) state.find('test_helpers.test_clock', clock);
      return state.save({
        id: state.newId('cus'),
        object: 'customer',
        created: state.seconds(),
        livemode: false,
        email: text(params.email) ?? null,
        name: text(params.name) ?? null,
        metadata: record(params.metadata),
        invoice_settings: { default_payment_method: null },
        test_clock: clock,
      });
    },
  },
  {
    method: 'DELETE',
    path: /^\/v1\/customers\/(\w+)$/,
    answer: (_params, id) => {
      state.find('customer', id);
      for (const subscription of state.all('subscription')) {
        if (subscription.customer === id && subscription.status !== 'canceled') {
          endSubscription(state, subscription, state.secondsFor(id));
        }
      }
      state.remove(id);
      return { id, object: 'customer', deleted: true };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/(\w+)$/,
    answer: (_params, id) => state.find('customer', id),
  },
  {
    method: 'POST',
    path: /^\/v1\/customers\/(\w+)$/,
    answer: (params, id) => {
      const customer = state.find('customer', id);
      for (const key of ['email', 'name'] as const) {
        const value = text(params[key]);
        if (value !== undefined) customer[key] = value;
      }
      if (params.metadata) {
        customer.metadata = { ...record(customer.metadata), ...record(params.metadata) };
      }
      const defaultMethod = text(record(params.invoice_settings).default_payment_method);
      if (defaultMethod) {
        if (state.paymentMethod(defaultMethod).customer !== id) {
          throw invalid(
            'invoice_settings[default_payment_method]',
            `The customer does not have a payment method with the ID ${defaultMethod}.`,
          );
        }
        customer.invoice_settings = { default_payment_method: defaultMethod };
      }
      return customer;
    },
  },
];
