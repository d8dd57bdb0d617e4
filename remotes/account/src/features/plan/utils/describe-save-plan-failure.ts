import { ApiError, serverMessage } from '@manifest/api-client/request';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import type { TPlanAnswersInput } from '@manifest/contracts/plan';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

type TPlanField = keyof TPlanAnswersInput;
const PLAN_FIELDS: ReadonlySet<string> = new Set<TPlanField>([
  'areas',
  'practiceTime',
  'reminderTime',
  'mainGoal',
]);

export type TSavePlanFailure =
  /** The server named a field (`areas.1` is the areas): shown beside it. */
  | { field: TPlanField; message: string }
  /** Anything else: a toast. */
  | { field: null; problem: TFormProblem };

const CONNECTION_PROBLEM: TFormProblem = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please try again.',
};

/** The answer a field path of the server's names: `areas.0` → `areas`. */
const planFieldOf = (field: string | undefined): TPlanField | null => {
  const head = field?.split('.')[0];
  return head !== undefined && PLAN_FIELDS.has(head) ? (head as TPlanField) : null;
};

/** Where a failed save of the answers is shown, and in which words. */
export function describeSavePlanFailure(error: unknown): TSavePlanFailure {
  if (!(error instanceof ApiError) || isServerUnreachable(error)) {
    return { field: null, problem: CONNECTION_PROBLEM };
  }
  const message = serverMessage(error);
  const field = planFieldOf(error.serverField);
  if (message && field) return { field, message };
  if (error.status === 402) {
    return { field: null, problem: { title: 'Trial Expired', description: TRIAL_ENDED_MESSAGE } };
  }
  return {
    field: null,
    problem: { title: 'Plan Not Saved', description: message ?? 'Please try again.' },
  };
}
