import { ApiError, ApiResponseShapeError, serverMessage } from '@manifest/api-client/request';

import type { TFormProblem } from './form-problem';

const SERVER_DEFAULT = 'Unable to create account';
const EXCEPTION_DEFAULT = 'Something went wrong. Please try again.';

/**
 * Spec 000 section 8, page sign-up: a refusal from the server is 'Signup Failed' with its
 * message; anything thrown on the way (network down, ...) is 'Signup Error'.
 */
export function describeSignUpFailure(error: unknown): TFormProblem {
  if (error instanceof ApiError) {
    return { title: 'Signup Failed', description: serverMessage(error) ?? SERVER_DEFAULT };
  }
  // A malformed answer's message lists schema issues, which mean nothing to the user.
  const hasUsefulMessage =
    error instanceof Error && !(error instanceof ApiResponseShapeError) && error.message !== '';
  return {
    title: 'Signup Error',
    description: hasUsefulMessage ? error.message : EXCEPTION_DEFAULT,
  };
}
