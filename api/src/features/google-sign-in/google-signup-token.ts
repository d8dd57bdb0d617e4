import {
  GOOGLE_SIGNUP_TOKEN_MINUTES,
  ZGoogleSignupClaim,
  type TGoogleSignupClaim,
} from '@manifest/contracts/google-sign-in';
import { readSignedClaim, signClaim } from '../../lib/signed-claim';
import type { GoogleIdentity } from './google-oidc-client';

const PURPOSE = 'google-signup';

/** The token of `/signup/payment`: a person Google vouched for, for half an hour. */
export function googleSignupToken(identity: GoogleIdentity, secret: string, now: Date): string {
  const claim: TGoogleSignupClaim = {
    sub: identity.sub,
    email: identity.email,
    name: identity.name,
    exp: now.getTime() + GOOGLE_SIGNUP_TOKEN_MINUTES * 60_000,
  };
  return signClaim(PURPOSE, claim, secret);
}

/** The claim of a sign-up token this API signed and that has not expired; null otherwise. */
export function readGoogleSignupToken(
  token: string,
  secret: string,
  now: Date,
): TGoogleSignupClaim | null {
  const claim = ZGoogleSignupClaim.safeParse(readSignedClaim(PURPOSE, token, secret));
  return claim.success && claim.data.exp > now.getTime() ? claim.data : null;
}
