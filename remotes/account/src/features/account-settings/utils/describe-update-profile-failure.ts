import { ApiError, serverMessage } from '@manifest/api-client/request';
import type { TUpdateProfileRequest } from '@manifest/contracts/auth';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

type TProfileField = keyof TUpdateProfileRequest;
const PROFILE_FIELDS: ReadonlySet<string> = new Set<TProfileField>([
  'firstName',
  'lastName',
  'timeZone',
]);

export type TUpdateProfileFailure =
  /** The server named a field (a rule, or a zone changed too recently): beside that field. */
  | { field: TProfileField; message: string }
  /** Anything else: a toast. */
  | { field: null; problem: TFormProblem };

const CONNECTION_PROBLEM: TFormProblem = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please try again.',
};

const isProfileField = (field: string | undefined): field is TProfileField =>
  field !== undefined && PROFILE_FIELDS.has(field);

/** Where a failed save of the name and time zone is shown, and in which words. */
export function describeUpdateProfileFailure(error: unknown): TUpdateProfileFailure {
  if (!(error instanceof ApiError) || isServerUnreachable(error)) {
    return { field: null, problem: CONNECTION_PROBLEM };
  }
  const message = serverMessage(error);
  const field = error.serverField;
  if (message && isProfileField(field)) return { field, message };
  if (error.status === 401) {
    return {
      field: null,
      problem: {
        title: 'Session Ended',
        description: 'Please sign in again to change your settings.',
      },
    };
  }
  return {
    field: null,
    problem: { title: 'Settings Not Saved', description: message ?? 'Please try again.' },
  };
}
