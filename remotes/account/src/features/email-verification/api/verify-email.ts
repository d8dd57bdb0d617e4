import { useAuth } from '@manifest/auth/auth-provider';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { VERIFY_EMAIL_URL, ZVerifyEmailResponse } from '@manifest/contracts/email-verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import {
  isAddressProven,
  outcomeOfRefusal,
  type TVerificationOutcome,
} from '../utils/verification-outcome';

export type TVerification = { outcome: TVerificationOutcome; message: string | undefined };

/**
 * The link is used once: a second call would answer "already used" and hide that this
 * one worked. So each token is sent once per page load, whatever mounts the page again
 * (a sign-in on the way, React's strict mode) or asks every query again; only a
 * failure worth retrying (a server or network error) forgets it, so Retry sends again.
 */
const sent = new Map<string, Promise<TVerification>>();

export const verifyEmailOnce = (token: string): Promise<TVerification> => {
  const known = sent.get(token);
  if (known) return known;
  const verification = requestJson(ZVerifyEmailResponse, 'POST', VERIFY_EMAIL_URL, { token }).then(
    (): TVerification => ({ outcome: 'verified', message: undefined }),
    (error: unknown): TVerification => {
      const outcome = outcomeOfRefusal(error);
      if (!outcome) {
        sent.delete(token);
        throw error;
      }
      return { outcome, message: serverMessage(error) };
    },
  );
  sent.set(token, verification);
  return verification;
};

export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [VERIFY_EMAIL_URL, token],
    queryFn: () => verifyEmailOnce(token),
    staleTime: Infinity,
    retry: false,
  });

/**
 * Follows the emailed link as the page opens. Once the address is proven, a signed-in
 * browser reads its user again, so Account settings drops its "Verify your email" note.
 */
export const useVerifyEmail = (token: string) => {
  const verification = useQuery(verifyEmailQueryOptions(token));
  const { status, refreshUser } = useAuth();
  const outcome = verification.data?.outcome;
  const isProven = outcome !== undefined && isAddressProven(outcome);
  useEffect(() => {
    if (isProven && status === 'signedIn') refreshUser().catch(() => undefined);
  }, [isProven, status, refreshUser]);
  return verification;
};
