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
 * The API's rule, checked before anything is sent (a card, say), so the person
 * fixes the password first. If the checker cannot load, the API still decides.
 */
export async function checkNewPassword(
  password: string,
  person: TPersonalDetails,
  label: string,
): Promise<void> {
  const strength = await checkPasswordStrength(password, person).catch(() => null);
  const message = strength ? weakPasswordMessage(label, strength) : null;
  if (message) throw new WeakPasswordError(message);
}
