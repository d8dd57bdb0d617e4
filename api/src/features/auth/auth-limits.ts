import { counted, noun } from '@manifest/contracts/counted';
import { HttpError } from '../../lib/http-error';

/** Sign-in and sign-up throttling. Tests shrink the windows; production uses the defaults. */
export type AuthLimits = {
  /** Failed sign-ins in a row for one email from one address before it is blocked. */
  signinFailuresPerAccount: number;
  /** How long failures (and past blocks) of an email and address are remembered. */
  signinFailureMemorySeconds: number;
  /** First block; each further block doubles, up to the cap. */
  signinFirstBlockSeconds: number;
  signinMaxBlockSeconds: number;
  /**
   * Failed sign-ins for one email from any address, per window. Past it every
   * attempt from a device the account does not know waits (signinDelayMs)
   * rather than being refused: a refusal here would let anyone lock the owner
   * out, a wait still makes guessing slow. The owner is mailed once per window.
   */
  signinFailuresPerEmail: number;
  signinEmailWindowSeconds: number;
  /** The first wait past the per-email threshold; each further failure doubles it, up to the cap. */
  signinFirstDelayMs: number;
  signinMaxDelayMs: number;
  /**
   * Wrong passwords a known device may send per window before it loses its
   * privilege (never refused) until the window passes, so a stolen device id
   * cannot guess freely.
   */
  signinFailuresPerKnownDevice: number;
  signinKnownDeviceWindowSeconds: number;
  /** Failed sign-ins from one address, over all emails, per window. */
  signinFailuresPerAddress: number;
  signinAddressWindowSeconds: number;
  signupsPerAddress: number;
  signupAddressWindowSeconds: number;
  /** Wrong current passwords per user and window: a stolen session must not become a way to guess the password. */
  passwordChangeFailuresPerUser: number;
  passwordChangeWindowSeconds: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signinFailuresPerAccount: 10,
  signinFailureMemorySeconds: 24 * 60 * 60,
  signinFirstBlockSeconds: 60,
  signinMaxBlockSeconds: 15 * 60,
  signinFailuresPerEmail: 50,
  signinEmailWindowSeconds: 60 * 60,
  signinFirstDelayMs: 1000,
  signinMaxDelayMs: 8000,
  signinFailuresPerKnownDevice: 10,
  signinKnownDeviceWindowSeconds: 60 * 60,
  signinFailuresPerAddress: 100,
  signinAddressWindowSeconds: 60 * 60,
  signupsPerAddress: 20,
  signupAddressWindowSeconds: 60 * 60,
  passwordChangeFailuresPerUser: 10,
  passwordChangeWindowSeconds: 60 * 60,
};

/**
 * Length of the n-th block (1-based): doubling from the first, never above the
 * cap, so an attacker can delay a user's sign-in but never lock it for good.
 */
export function blockSecondsFor(blockNumber: number, limits: AuthLimits): number {
  const doubled = limits.signinFirstBlockSeconds * 2 ** Math.max(0, blockNumber - 1);
  return Math.min(doubled, limits.signinMaxBlockSeconds);
}

/**
 * How long an attempt waits when the email already has `failures` failures in
 * its window: nothing below the per-email threshold, then the first delay,
 * doubling with each further failure, never above the cap.
 */
export function signinDelayMs(failures: number, limits: AuthLimits): number {
  const past = failures - limits.signinFailuresPerEmail;
  if (past < 0) return 0;
  return Math.min(limits.signinFirstDelayMs * 2 ** past, limits.signinMaxDelayMs);
}

export type ThrottledAction = 'sign-in' | 'sign-up' | 'password change' | 'account deletion';

/** 429 with a human wait time in whole minutes (at least one) and Retry-After in seconds. */
export function tooManyAttempts(action: ThrottledAction, msBeforeRetry: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = counted(minutes, noun('minute'));
  return new HttpError(429, `Too many ${action} attempts. Please try again in ${wait}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}
