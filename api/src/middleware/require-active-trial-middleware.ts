import { TRIAL_ENDED_MESSAGE, TRIAL_ENDED_STATUS } from '@manifest/contracts/trial';
import type { Middleware } from 'koa';
import { HttpError } from '../lib/http-error';
import type { UserState } from './require-user-middleware';

/**
 * Runs after requireUser on the practice, progress and AI calls: a person who
 * has paid, or whose trial is still running, goes on; anyone else gets 402.
 */
export function requireActiveTrialMiddleware(): Middleware<UserState> {
  return async function requireActiveTrial(ctx, next) {
    const { hasPaid, isTrialActive } = ctx.state.user;
    if (!hasPaid && !isTrialActive) throw new HttpError(TRIAL_ENDED_STATUS, TRIAL_ENDED_MESSAGE);
    await next();
  };
}
