import { randomBytes } from 'node:crypto';

import { confirmWithCard } from '../charge-card';
import { paymentIntentObject, setupIntentObject } from '../objects/intents';
import {
  BOOLEAN,
  CURRENCY,
  EMAIL,
  ID,
  INTEGER,
  METADATA,
  oneOf,
  params,
  TEXT,
} from '../request-params';
import type { TStandInState } from '../stand-in-state';
import { invalidParameter, missing, text } from '../stripe-errors';
import { mergedMetadata } from './customers';
import type { TRoute } from './route';

const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;

/** The smallest charge Stripe takes: $0.50, or 50 of a currency's smallest unit. */
const MINIMUM_AMOUNT = 50;

const PAYMENT_METHOD_TYPES = { type: 'array', items: oneOf(['card']) };

/** Setup intents (a card saved for later) and payment intents (a charge now). */
export const intentRoutes = (state: TStandInState): TRoute[] => {
  const customerOf = (given: Record<string, unknown>) => {
    const customer = text(given.customer) ?? null;
    if (customer) state.find('customer', customer);
    return customer;
  };
  const confirm =
    (kind: 'setup_intent' | 'payment_intent') => (given: Record<string, unknown>, id: string) => {
      const intent = state.find(kind, id);
      const method = text(given.payment_method) ?? text(intent.payment_method);
      if (!method) throw missing('payment_method');
      confirmWithCard(state, intent, method, { isCharge: kind === 'payment_intent' });
      return intent;
    };
  const CONFIRM_PARAMS = params({ payment_method: ID, return_url: TEXT });

  return [
    {
      method: 'POST',
      path: /^\/v1\/setup_intents$/,
      params: params({
        customer: ID,
        description: TEXT,
        metadata: METADATA,
        payment_method_types: PAYMENT_METHOD_TYPES,
        usage: oneOf(['off_session', 'on_session']),
      }),
      answer: (given) => {
        const id = state.newId('seti');
        const intent = state.save(
          setupIntentObject({
            id,
            clientSecret: clientSecretFor(id),
            created: state.seconds(),
            customer: customerOf(given),
            description: text(given.description) ?? null,
            metadata: mergedMetadata({}, given.metadata),
            usage: text(given.usage) ?? 'off_session',
          }),
        );
        state.emit('setup_intent.created', intent);
        return intent;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/setup_intents\/(\w+)$/,
      params: params({}),
      answer: (_given, id) => state.find('setup_intent', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/setup_intents\/(\w+)\/confirm$/,
      params: CONFIRM_PARAMS,
      answer: confirm('setup_intent'),
    },
    {
      method: 'POST',
      path: /^\/v1\/payment_intents$/,
      params: params(
        {
          amount: INTEGER,
          currency: CURRENCY,
          confirm: BOOLEAN,
          customer: ID,
          description: TEXT,
          metadata: METADATA,
          payment_method: ID,
          payment_method_types: PAYMENT_METHOD_TYPES,
          receipt_email: EMAIL,
          return_url: TEXT,
        },
        ['amount', 'currency'],
      ),
      answer: (given) => {
        const amount = Number(given.amount);
        const currency = String(given.currency).toLowerCase();
        if (amount < MINIMUM_AMOUNT) {
          throw invalidParameter(
            'amount',
            currency === 'usd'
              ? 'Amount must be at least $0.50 usd'
              : `Amount must be at least ${String(MINIMUM_AMOUNT)} ${currency} in its smallest unit`,
            'amount_too_small',
          );
        }
        const id = state.newId('pi');
        const intent = state.save(
          paymentIntentObject({
            id,
            amount,
            currency,
            clientSecret: clientSecretFor(id),
            created: state.seconds(),
            customer: customerOf(given),
            description: text(given.description) ?? null,
            metadata: mergedMetadata({}, given.metadata),
            paymentMethod: text(given.payment_method) ?? null,
            receiptEmail: text(given.receipt_email) || null,
          }),
        );
        state.emit('payment_intent.created', intent);
        const method = text(given.payment_method);
        if (given.confirm === true) {
          if (!method) throw missing('payment_method');
          confirmWithCard(state, intent, method, { isCharge: true });
        }
        return intent;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_intents\/(\w+)$/,
      params: params({}),
      answer: (_given, id) => state.find('payment_intent', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/payment_intents\/(\w+)\/confirm$/,
      params: CONFIRM_PARAMS,
      answer: confirm('payment_intent'),
    },
    {
      method: 'GET',
      path: /^\/v1\/events\/(\w+)$/,
      params: params({}),
      answer: (_given, id) => state.find('event', id),
    },
  ];
};
