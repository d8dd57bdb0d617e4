import type { TStandInState } from './stand-in-state';
import { text } from './stripe-errors';

const CREATE_PAYMENT_METHOD = /^\/v1\/payment_methods$/;
const INTENT = /^\/v1\/(setup_intent|payment_intent)s\/(\w+)(\/confirm)?$/;

/**
 * What a browser may do with a publishable key, as on Stripe: create a card
 * payment method, and read or confirm an intent whose client secret it holds.
 * Answers why a request is refused, or undefined when it may go on.
 */
export function publishableKeyProblem(
  state: TStandInState,
  method: string,
  pathname: string,
  params: Record<string, unknown>,
): { status: number; message: string } | undefined {
  if (method === 'POST' && CREATE_PAYMENT_METHOD.test(pathname)) return undefined;
  const intent = INTENT.exec(pathname);
  const isConfirm = Boolean(intent?.[3]);
  if (intent && (isConfirm ? method === 'POST' : method === 'GET')) {
    const [, kind = '', id = ''] = intent;
    const secret = text(params.client_secret);
    const found = state.all(kind).find((candidate) => candidate.id === id);
    if (!found || !secret || found.client_secret !== secret) {
      return { status: 404, message: `No such ${kind}: '${id}'` };
    }
    return undefined;
  }
  return {
    status: 401,
    message: 'This API call cannot be made with a publishable API key. Use a secret API key.',
  };
}
