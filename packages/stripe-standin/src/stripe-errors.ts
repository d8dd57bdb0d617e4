import type { TCardOutcome } from './test-cards';

/** An answer in Stripe's error format: `{ error: { type, code, message, ... } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
    },
  ) {
    super(body.message);
  }
}

export const notFound = (kind: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

export const missing = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });

export const invalid = (param: string, message: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param });

export const cardError = (outcome: Extract<TCardOutcome, { kind: 'declined' }>) =>
  new StripeApiError(402, {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
  });

/** Form fields arrive as strings or nested records (qs). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
