import type { TCardOutcome } from './test-cards';

/** Stripe's error object (`api_errors` in its OpenAPI description): only fields it has, never null. */
export type TStripeErrorBody = {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  doc_url?: string;
  param?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
};

/** An answer in Stripe's error format: `{ error: { type, code, message, ... } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TStripeErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * A request Stripe refuses before running it (a parameter it does not know or
 * cannot take): as on Stripe, no idempotent answer is saved for it.
 */
export class StripeParameterError extends StripeApiError {}

const withDocs = (body: TStripeErrorBody): TStripeErrorBody =>
  body.code ? { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code}` } : body;

export const notFound = (kind: string, id: string) =>
  new StripeApiError(
    404,
    withDocs({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param: 'id',
    }),
  );

export const missing = (param: string) =>
  new StripeParameterError(
    400,
    withDocs({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: `Missing required param: ${param}.`,
      param,
    }),
  );

/** A parameter Stripe refuses, with its code when Stripe gives one. */
export const invalidParameter = (param: string, message: string, code?: string) =>
  new StripeParameterError(
    400,
    withDocs({ type: 'invalid_request_error', message, param, ...(code ? { code } : {}) }),
  );

/** A request that is well formed but not possible now (a state Stripe does not allow it in). */
export const invalid = (param: string | undefined, message: string, code?: string) =>
  new StripeApiError(
    400,
    withDocs({
      type: 'invalid_request_error',
      message,
      ...(param ? { param } : {}),
      ...(code ? { code } : {}),
    }),
  );

export const cardError = (
  outcome: Extract<TCardOutcome, { kind: 'declined' }>,
  related: Pick<TStripeErrorBody, 'payment_intent' | 'setup_intent' | 'payment_method'> = {},
) =>
  new StripeApiError(
    402,
    withDocs({
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.declineCode,
      message: outcome.message,
      ...related,
    }),
  );

/** Form fields arrive as strings or nested records (qs). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
