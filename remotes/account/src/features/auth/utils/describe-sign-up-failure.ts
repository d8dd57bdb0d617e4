import { ApiError, ApiResponseShapeError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from '../../../utils/form-problem';
import { isServerUnreachable } from '../../../utils/is-server-unreachable';

const SERVER_DEFAULT = 'Unable to create account';
const EXCEPTION_DEFAULT = 'Something went wrong. Please try again.';

/**
 * Spec 000 section 8, page sign-up: a refusal from the server is 'Signup Failed' with its
 * message; anything thrown on the way (network down, ...) is 'Signup Error', and so is a
 * proxy's 5xx while the API is down.
 */
export function describeSignUpFailure(error: unknown): TFormProblem {
  if (error instanceof ApiError && !isServerUnreachable(error)) {
    return { title: 'Signup Failed', description: serverMessage(error) ?? SERVER_DEFAULT };
  }
  // A proxy's answer ('502: <html>...') and a malformed answer's schema issues mean nothing
  // to the user.
  const hasUsefulMessage =
    error instanceof Error &&
    !(error instanceof ApiError) &&
    !(error instanceof ApiResponseShapeError) &&
    error.message !== '';
  return {
    title: 'Signup Error',
    description: hasUsefulMessage ? error.message : EXCEPTION_DEFAULT,
  };
}
