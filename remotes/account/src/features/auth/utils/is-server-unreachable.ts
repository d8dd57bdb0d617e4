import { ApiError, serverMessage } from '@manifest/api-client/request';

/**
 * A 5xx answer without a message of the API's own comes from the shell's proxy (502, 503,
 * 504 while the API is down) or from a crash before the API could answer: to the user that
 * is a failed connection, not a refusal of what they typed.
 */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500 && serverMessage(error) === undefined;
}
