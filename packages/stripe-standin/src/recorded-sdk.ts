import Stripe from 'stripe';

import type { TStripeStandIn } from './start-stripe-standin';

export type TRecordedAnswer = {
  method: string;
  path: string;
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
};

/**
 * The real `stripe` SDK on the stand-in, keeping every answer as it came off
 * the wire (errors too), so tests can hold each one to Stripe's description.
 */
export function recordedStripe(standIn: TStripeStandIn, key = 'sk_test_recorded') {
  const answers: TRecordedAnswer[] = [];
  const client = Stripe.createNodeHttpClient();
  const makeRequest = client.makeRequest.bind(client);
  client.makeRequest = async (...args: Parameters<typeof makeRequest>) => {
    const response = await makeRequest(...args);
    const toJSON = response.toJSON.bind(response);
    response.toJSON = async () => {
      const body: unknown = await toJSON();
      // A copy: the SDK goes on to change what it parsed (decimals, error details).
      answers.push({
        method: args[3],
        path: args[2],
        status: response.getStatusCode(),
        headers: response.getHeaders(),
        body: structuredClone(body),
      });
      return body;
    };
    return response;
  };
  const stripe = new Stripe(key, { ...standIn.sdkConfig, httpClient: client });
  return { stripe, answers };
}
