import {
  checkPasswordStrength,
  weakPasswordMessage,
  type TPersonalDetails,
} from '@manifest/password-strength/password-strength';

/** A new password the browser refused before sending it: its message goes beside the field. */
export class WeakPasswordError extends Error {
  override name = 'WeakPasswordError';
}

/**
 * How long a submit waits for a checker still downloading (about 600 KB on a
 * slow phone) before leaving the decision to the API.
 */
const CHECKER_WAIT_MS = 2000;

/**
 * The API's rule, checked before anything is sent (a card, say), so the person
 * fixes the password first. If the checker cannot load in time, the API decides.
 */
export async function checkNewPassword(
  password: string,
  person: TPersonalDetails,
  label: string,
): Promise<void> {
  const strength = await Promise.race([
    checkPasswordStrength(password, person).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CHECKER_WAIT_MS)),
  ]);
  const message = strength ? weakPasswordMessage(label, strength) : null;
  if (message) throw new WeakPasswordError(message);
}
