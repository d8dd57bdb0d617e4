import { ApiError, serverMessage } from '@manifest/api-client/request';

import { WeakPasswordError } from './weak-password';

/** Why a new password was refused, for the value it was about. */
export type TPasswordProblem = {
  /** The password refused: the message goes once the person changes it. */
  password: string;
  message: string;
  /** Refused by the browser's own check, before anything was sent. */
  isLocal: boolean;
};

/**
 * The refusal of a new password, from the browser's check or the API's 400
 * naming the field; null for any other failure (which the form handles as before).
 */
export function passwordProblemOf(
  error: unknown,
  field: string,
  password: string,
): TPasswordProblem | null {
  if (error instanceof WeakPasswordError)
    return { password, message: error.message, isLocal: true };
  const message = serverMessage(error);
  if (error instanceof ApiError && error.serverField === field && message) {
    return { password, message, isLocal: false };
  }
  return null;
}
