import { randomBytes } from 'node:crypto';

import { confirmWithCard } from '../charge-card';
import type { TStandInState } from '../stand-in-state';
import { missing, record, text } from '../stripe-errors';
import type { TRoute } from './route';

const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;

/** Setup intents (a card saved for later) and payment intents (a charge now). */
export const intentRoutes = (state: TStandInState): TRoute[] => {
  const customerOf = (params: Record<string, unknown>) => {
    const customer = text(params.customer) ?? null;
    if (customer) state.find('customer', customer);
    return customer;
  };
  const confirm =
    (kind: 'setup_intent' | 'payment_intent') => (params: Record<string, unknown>, id: string) => {
      const intent = state.find(kind, id);
      const method = text(params.payment_method) ?? text(intent.payment_method);
      if (!method) throw missing('payment_method');
      confirmWithCard(state, intent, method, { isCharge: kind === 'payment_intent' });
      return intent;
    };

  return [
    {
      method: 'POST',
      path: /^\/v1\/setup_intents$/,
      answer: (params) => {
        const id = state.newId('seti');
        return state.save({
          id,
          object: 'setup_intent',
          client_secret: clientSecretFor(id),
          created: state.seconds(),
          livemode: false,
          customer: customerOf(params),
          payment_method: null,
          payment_method_types: ['card'],
          status: 'requires_payment_method',
          usage: text(params.usage) ?? 'off_session',
          last_setup_error: null,
          metadata: record(params.metadata),
        });
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/setup_intents\/(\w+)$/,
      answer: (_params, id) => state.find('setup_intent', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/setup_intents\/(\w+)\/confirm$/,
      answer: confirm('setup_intent'),
    },
    {
      method: 'POST',
      path: /^\/v1\/payment_intents$/,
      answer: (params) => {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50) throw missing('amount');
        const currency = text(params.currency);
        if (!currency) throw missing('currency');
        const id = state.newId('pi');
        const intent = state.save({
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency,
          client_secret: clientSecretFor(id),
          created: state.seconds(),
          livemode: false,
          customer: customerOf(params),
          payment_method: text(params.payment_method) ?? null,
          payment_method_types: ['card'],
          status: 'requires_payment_method',
          last_payment_error: null,
          metadata: record(params.metadata),
        });
        const method = text(params.payment_method);
        if (params.confirm === 'true' && method) {
          confirmWithCard(state, intent, method, { isCharge: true });
        }
        return intent;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_intents\/(\w+)$/,
      answer: (_params, id) => state.find('payment_intent', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/payment_intents\/(\w+)\/confirm$/,
      answer: confirm('payment_intent'),
    },
    {
      method: 'GET',
      path: /^\/v1\/events\/(\w+)$/,
      answer: (_params, id) => state.find('event', id),
    },
  ];
};
