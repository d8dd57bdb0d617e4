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
   * Failed sign-ins for one email from any address, per window: many
   * addresses must not mean unlimited guesses at one account. Over it the
   * email is blocked for a growing time (blockSecondsFor), never for good.
   */
  signinFailuresPerEmail: number;
  signinEmailWindowSeconds: number;
  /** Failed sign-ins from one address, over all emails, per window. */
  signinFailuresPerAddress: number;
  signinAddressWindowSeconds: number;
  signupsPerAddress: number;
  signupAddressWindowSeconds: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signinFailuresPerAccount: 10,
  signinFailureMemorySeconds: 24 * 60 * 60,
  signinFirstBlockSeconds: 60,
  signinMaxBlockSeconds: 15 * 60,
  signinFailuresPerEmail: 50,
  signinEmailWindowSeconds: 60 * 60,
  signinFailuresPerAddress: 100,
  signinAddressWindowSeconds: 60 * 60,
  signupsPerAddress: 20,
  signupAddressWindowSeconds: 60 * 60,
};

/**
 * Length of the n-th block (1-based): doubling from the first, never above the
 * cap, so an attacker can delay a user's sign-in but never lock it for good.
 */
export function blockSecondsFor(blockNumber: number, limits: AuthLimits): number {
  const doubled = limits.signinFirstBlockSeconds * 2 ** Math.max(0, blockNumber - 1);
  return Math.min(doubled, limits.signinMaxBlockSeconds);
}

/** 429 with a human wait time in whole minutes (at least one) and Retry-After in seconds. */
export function tooManyAttempts(action: 'sign-in' | 'sign-up', msBeforeRetry: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many ${action} attempts. Please try again in ${wait}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}
