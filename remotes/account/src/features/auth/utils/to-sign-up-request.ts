import type { TSignUpFormValues, TSignupRequest } from '@manifest/contracts/auth';

/**
 * The page's request carries only the four fields (spec 000 section 3): the confirmation
 * never leaves the browser. The time zone lets the server count days the way the user does.
 */
export function toSignUpRequest(
  values: TSignUpFormValues,
  timeZone: string | undefined,
): TSignupRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(timeZone ? { timeZone } : {}),
  };
}
