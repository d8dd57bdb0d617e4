import { ApiError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

/**
 * Spec 000 section 8, sign-in: a refusal from the server is 'Sign In Failed' with its
 * message; anything thrown on the way, or a proxy's 5xx while the API is down, is treated
 * as a connection problem.
 */
export function describeSignInFailure(error: unknown): TFormProblem {
  if (error instanceof ApiError && !isServerUnreachable(error)) {
    return {
      title: 'Sign In Failed',
      description: serverMessage(error) ?? 'Invalid email or password',
    };
  }
  return {
    title: 'Connection Error',
    description: 'Unable to connect to server. Please try again.',
  };
}
