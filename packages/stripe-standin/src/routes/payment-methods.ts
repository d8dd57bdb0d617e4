import { refusalOf } from '../charge-card';
import { paymentMethodObject } from '../objects/payment-methods';
import { EMAIL, ID, INTEGER, METADATA, oneOf, params, TEXT } from '../request-params';
import type { TStandInState } from '../stand-in-state';
import { cardError, invalid, missing, record, StripeApiError, text } from '../stripe-errors';
import { cardDetailsProblem, TEST_PAYMENT_METHOD_CARDS } from '../test-cards';
import type { TRoute } from './route';

const ADDRESS = params({
  city: TEXT,
  country: TEXT,
  line1: TEXT,
  line2: TEXT,
  postal_code: TEXT,
  state: TEXT,
});

export const paymentMethodRoutes = (state: TStandInState, now: () => Date): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/payment_methods$/,
    params: params(
      {
        type: oneOf(['card']),
        card: params(
          {
            number: { type: 'string' },
            exp_month: INTEGER,
            exp_year: INTEGER,
            cvc: { type: 'string' },
          },
          ['number', 'exp_month', 'exp_year'],
        ),
        billing_details: params({ address: ADDRESS, email: EMAIL, name: TEXT, phone: TEXT }),
        metadata: METADATA,
      },
      ['type'],
    ),
    answer: (given) => {
      const card = record(given.card);
      if (!given.card) throw missing('card');
      const number = (text(card.number) ?? '').replace(/\s/g, '');
      const expiry = { month: Number(card.exp_month), year: Number(card.exp_year) };
      const cvc = text(card.cvc) ?? '';
      const problem = cardDetailsProblem({
        number,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc,
        now: now(),
      });
      if (problem) throw new StripeApiError(402, { type: 'card_error', ...problem });
      const id = state.newId('pm');
      state.cardNumbers.set(id, number);
      const method = paymentMethodObject({
        id,
        created: state.seconds(),
        number,
        expiry,
        billing: record(given.billing_details),
        hasCvc: cvc !== '',
      });
      method.metadata = record(given.metadata);
      return state.save(method);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_methods\/(\w+)$/,
    params: params({}),
    answer: (_given, id) => state.paymentMethod(id),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_methods\/(\w+)\/attach$/,
    params: params({ customer: ID }, ['customer']),
    answer: (given, id) => {
      const customer = String(given.customer);
      state.find('customer', customer);
      const method = state.paymentMethod(id);
      // Stripe's pm_card_* test methods stand for a fresh card at each use; any
      // other payment method belongs to one customer only.
      if (!(id in TEST_PAYMENT_METHOD_CARDS) && method.customer && method.customer !== customer) {
        throw invalid(
          undefined,
          'The payment method you provided has already been attached to a customer.',
        );
      }
      // As Stripe does, attaching checks the card with its bank: a refusal attaches nothing.
      const refused = refusalOf(state, id, false);
      if (refused) throw cardError(refused);
      method.customer = customer;
      state.emit('payment_method.attached', method);
      return method;
    },
  },
];
