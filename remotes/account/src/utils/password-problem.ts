import { ApiError, serverMessage } from '@manifest/api-client/request';

import { WeakPasswordError } from './weak-password';

/** Why a new password was refused; the form shows it beside the field until it changes. */
export type TPasswordProblem = {
  message: string;
  /** Refused by the browser's own check, before anything was sent. */
  isLocal: boolean;
};

/**
 * The refusal of a new password, from the browser's check or the API's 400
 * naming the field; null for any other failure (which the form handles as before).
 */
export function passwordProblemOf(error: unknown, field: string): TPasswordProblem | null {
  if (error instanceof WeakPasswordError) return { message: error.message, isLocal: true };
  const message = serverMessage(error);
  if (error instanceof ApiError && error.serverField === field && message) {
    return { message, isLocal: false };
  }
  return null;
}
