import type { TErrorResponse } from '@manifest/contracts/auth';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import {
  isInvalidTextRepresentation,
  isUniqueViolation,
  isUnstorableText,
} from '../db/postgres-errors';
import { HttpError } from '../lib/http-error';

export type ErrorAnswer = {
  status: number;
  body: TErrorResponse;
  headers?: Record<string, string>;
};

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
export const UNSTORABLE_TEXT_MESSAGE = 'Request contains text that cannot be stored';
export const INVALID_VALUE_MESSAGE = 'Request contains a value in the wrong format';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

// Errors the body parser (co-body / raw-body) raises, by their `type`.
const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Request body must be valid JSON',
  'encoding.unsupported': 'Request body encoding is not supported',
  'charset.unsupported': 'Request body charset is not supported',
  'request.size.invalid': 'Request body does not match its Content-Length',
  'request.aborted': 'Request was aborted',
};

type ClientHttpError = { status: number; expose?: boolean; type?: string; message: string };

const isClientHttpError = (error: unknown): error is ClientHttpError => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Turns anything thrown by a handler into the status and JSON the client gets. Never exposes a stack. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.join('.');
    return {
      status: 400,
      body: { message: issue?.message ?? 'Invalid request', ...(field ? { field } : {}) },
    };
  }
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { message: error.message, ...(error.field ? { field: error.field } : {}) },
      headers: error.headers,
    };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { message: 'This already exists' } };
  }
  // The contracts refuse such input first; this keeps anything they miss a 400, not a 500.
  if (isUnstorableText(error)) return { status: 400, body: { message: UNSTORABLE_TEXT_MESSAGE } };
  if (isInvalidTextRepresentation(error)) {
    return { status: 400, body: { message: INVALID_VALUE_MESSAGE } };
  }
  if (error instanceof SyntaxError && isClientHttpError(error)) {
    // co-body's JSON.parse failure (also a top-level value that is not an object or array).
    return { status: 400, body: { message: BODY_ERROR_MESSAGES['entity.parse.failed'] as string } };
  }
  if (isClientHttpError(error)) {
    const known = error.type ? BODY_ERROR_MESSAGES[error.type] : undefined;
    const message = known ?? (error.expose ? error.message : 'Bad request');
    return { status: error.status, body: { message } };
  }
  // PostgreSQL restarting or out of reach: nothing was wrong with the request.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE },
      headers: { 'Retry-After': '5' },
    };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}
