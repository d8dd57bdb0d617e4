import { ApiError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

export type TDeleteAccountFailure =
  /** The server named a field: its message goes beside that field. */
  | { kind: 'field'; field: 'confirmEmail' | 'password'; message: string }
  /** An account without a password, signed in too long ago: the dialog offers a new sign-in. */
  | { kind: 'signInAgain'; message: string }
  /** Anything else: a toast. */
  | { kind: 'toast'; problem: TFormProblem };

const CONNECTION_PROBLEM: TFormProblem = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please try again.',
};

/** Where a refused deletion is shown, and in which words. */
export function describeDeleteAccountFailure(error: unknown): TDeleteAccountFailure {
  if (!(error instanceof ApiError) || isServerUnreachable(error)) {
    return { kind: 'toast', problem: CONNECTION_PROBLEM };
  }
  const message = serverMessage(error);
  const field = error.serverField;
  if (message && (field === 'confirmEmail' || field === 'password')) {
    return { kind: 'field', field, message };
  }
  if (error.status === 403 && message) return { kind: 'signInAgain', message };
  if (error.status === 401) {
    return {
      kind: 'toast',
      problem: {
        title: 'Session Ended',
        description: 'Please sign in again to delete your account.',
      },
    };
  }
  return {
    kind: 'toast',
    problem: { title: 'Account not deleted', description: message ?? 'Please try again.' },
  };
}
