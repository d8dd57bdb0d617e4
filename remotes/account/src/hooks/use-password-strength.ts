import {
  checkPasswordStrength,
  type TPasswordStrength,
  type TPersonalDetails,
} from '@manifest/password-strength/password-strength';
import { useEffect, useState } from 'react';

/** Wait for a pause in typing: an estimate takes a few milliseconds, more on a slow phone. */
const CHECK_AFTER_MS = 250;

export type TStrengthView =
  /** Nothing typed, or the checker could not load (the API still checks). */
  | { status: 'none' }
  /** Typed, the first estimate on its way (the dictionaries are loading). */
  | { status: 'checking' }
  /** The latest estimate, which may trail the typing by a pause. */
  | { status: 'checked'; strength: TPasswordStrength };

/**
 * How strong the password being typed is, for this person. The checker and its
 * dictionaries load with the first character typed, never with the page.
 */
export function usePasswordStrength(password: string, person: TPersonalDetails): TStrengthView {
  const [latest, setLatest] = useState<{ strength: TPasswordStrength | null } | null>(null);
  const { firstName, lastName, email } = person;

  useEffect(() => {
    if (password === '') return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      checkPasswordStrength(password, { firstName, lastName, email }).then(
        (strength) => isCurrent && setLatest({ strength }),
        () => isCurrent && setLatest({ strength: null }),
      );
    }, CHECK_AFTER_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [password, firstName, lastName, email]);

  if (password === '') return { status: 'none' };
  if (!latest) return { status: 'checking' };
  return latest.strength ? { status: 'checked', strength: latest.strength } : { status: 'none' };
}
