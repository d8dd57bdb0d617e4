import { ApiError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

export type TReminderField = 'practice.time' | 'goal.time' | 'quietStart' | 'quietEnd';

/** The form's field for a field the server named in its 400. */
const FORM_FIELDS: Record<string, TReminderField> = {
  'practice.time': 'practice.time',
  'goal.time': 'goal.time',
  'quietHours.start': 'quietStart',
  'quietHours.end': 'quietEnd',
  quietHours: 'quietEnd',
};

export type TSaveRemindersFailure =
  { field: TReminderField; message: string } | { field: null; problem: TFormProblem };

/** Where a failed save is shown (beside a time, or a toast) and in which words. */
export function describeSaveRemindersFailure(error: unknown): TSaveRemindersFailure {
  if (!(error instanceof ApiError) || isServerUnreachable(error)) {
    return {
      field: null,
      problem: {
        title: 'Connection Error',
        description: 'Unable to connect to server. Please try again.',
      },
    };
  }
  const message = serverMessage(error);
  const field = error.serverField ? FORM_FIELDS[error.serverField] : undefined;
  if (message && field) return { field, message };
  if (error.status === 401) {
    return {
      field: null,
      problem: {
        title: 'Session Ended',
        description: 'Please sign in again to change your reminders.',
      },
    };
  }
  return {
    field: null,
    problem: { title: 'Reminders Not Saved', description: message ?? 'Please try again.' },
  };
}
