import { ApiError } from '@manifest/api-client/request';

/**
 * What following a verification link came to, as the page tells it: proven now, proven
 * before (this link used, or the address verified another way), over (expired or
 * replaced), not a link we sent.
 */
export type TVerificationOutcome = 'verified' | 'alreadyVerified' | 'expired' | 'invalid';

/** The outcome the API's refusal stands for; undefined for a failure worth retrying. */
export const outcomeOfRefusal = (error: unknown): TVerificationOutcome | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return 'alreadyVerified';
  if (error.status === 410) return 'expired';
  if (error.status === 400) return 'invalid';
  return undefined;
};

/** Proven, now or before: the address needs nothing more from its owner. */
export const isAddressProven = (outcome: TVerificationOutcome): boolean =>
  outcome === 'verified' || outcome === 'alreadyVerified';
