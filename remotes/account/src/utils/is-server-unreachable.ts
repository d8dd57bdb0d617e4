import { ApiError, serverMessage } from '@manifest/api-client/request';

// What the shell's proxy (or any gateway) answers when the API is down (502)
// or silent (504). A 503 is the API's own when it carries a message.
const GATEWAY_FAILURES = new Set([502, 504]);

/**
 * A gateway failure, or any other 5xx without a message of the API's own (a
 * crash before it could answer): to the user that is a failed connection, not
 * a refusal of what they typed.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 500) return false;
  return GATEWAY_FAILURES.has(error.status) || serverMessage(error) === undefined;
}
