import type { TStandInState } from '../stand-in-state';
import { refusalOf } from '../charge-card';
import { cardError, missing, record, StripeApiError, text } from '../stripe-errors';
import { cardDetailsProblem } from '../test-cards';
import type { TRoute } from './route';

export const paymentMethodRoutes = (state: TStandInState, now: () => Date): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/payment_methods$/,
    answer: (params) => {
      if (params.type !== 'card') throw missing('type');
      const card = record(params.card);
      const number = (text(card.number) ?? '').replace(/\s/g, '');
      const expiry = { month: Number(card.exp_month), year: Number(card.exp_year) };
      const problem = cardDetailsProblem({
        number,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: text(card.cvc) ?? '',
        now: now(),
      });
      if (problem) throw new StripeApiError(402, { type: 'card_error', ...problem });
      const id = state.newId('pm');
      state.cardNumbers.set(id, number);
      return state.save(
        state.paymentMethodObject(id, number, expiry, record(params.billing_details)),
      );
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_methods\/(\w+)$/,
    answer: (_params, id) => state.paymentMethod(id),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_methods\/(\w+)\/attach$/,
    answer: (params, id) => {
      const customer = text(params.customer);
      if (!customer) throw missing('customer');
      state.find('customer', customer);
      const method = state.paymentMethod(id);
      // As Stripe does, attaching checks the card with its bank: a refusal attaches nothing.
      const refused = refusalOf(state, id, false);
      if (refused) throw cardError(refused);
      method.customer = customer;
      return method;
    },
  },
];
