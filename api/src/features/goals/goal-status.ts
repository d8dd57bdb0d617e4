import type { TGoalStatus } from '@manifest/contracts/goals';

export type CompletionChange = {
  status: TGoalStatus;
  /** 'complete' when the goal becomes completed now, 'reopen' when it stops being so. */
  transition: 'complete' | 'reopen' | null;
};

/**
 * The status a goal ends up with. `isCompleted: true` and `status: 'completed'`
 * are the same request; reopening a completed goal without a status makes it active.
 */
export function nextCompletion(
  current: TGoalStatus,
  request: { status?: TGoalStatus | undefined; isCompleted?: boolean | undefined },
): CompletionChange {
  const wasCompleted = current === 'completed';
  let status = request.status ?? current;
  if (request.isCompleted === true) status = 'completed';
  if (request.isCompleted === false && status === 'completed') status = 'active';
  const isCompleted = status === 'completed';
  const transition = isCompleted === wasCompleted ? null : isCompleted ? 'complete' : 'reopen';
  return { status, transition };
}
