import { ApiError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

export type TChangePasswordFailure =
  /** The server named a field: its message goes beside that field. */
  | { field: 'currentPassword' | 'newPassword'; message: string }
  /** Anything else: a toast. */
  | { field: null; problem: TFormProblem };

const CONNECTION_PROBLEM: TFormProblem = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please try again.',
};

/** Where a failed password change is shown, and in which words. */
export function describeChangePasswordFailure(error: unknown): TChangePasswordFailure {
  if (!(error instanceof ApiError) || isServerUnreachable(error)) {
    return { field: null, problem: CONNECTION_PROBLEM };
  }
  const message = serverMessage(error);
  const field = error.serverField;
  if (message && (field === 'currentPassword' || field === 'newPassword')) {
    return { field, message };
  }
  if (error.status === 401) {
    return {
      field: null,
      problem: {
        title: 'Session Ended',
        description: 'Please sign in again to change your password.',
      },
    };
  }
  return {
    field: null,
    problem: { title: 'Password Not Changed', description: message ?? 'Please try again.' },
  };
}
