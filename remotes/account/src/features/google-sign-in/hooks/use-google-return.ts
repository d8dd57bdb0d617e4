import { storeDeviceId } from '@manifest/api-client/session-storage';
import type { TAuthResponse } from '@manifest/contracts/auth';
import {
  GOOGLE_CODE_FRAGMENT_KEY,
  GOOGLE_ERROR_FRAGMENT,
} from '@manifest/contracts/google-sign-in';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

import { exchangeGoogleCode } from '../api/exchange-google-code';

export const GOOGLE_SIGN_IN_FAILED = {
  title: 'Google sign-in failed',
  description: 'Please try again, or sign in with your email and password.',
} as const;

/** What the fragment Google sign-in came back with says. */
export function readGoogleReturn(hash: string): { code: string } | { failed: true } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const code = fragment.get(GOOGLE_CODE_FRAGMENT_KEY);
  if (code) return { code };
  return fragment.has(GOOGLE_ERROR_FRAGMENT) ? { failed: true } : null;
}

/**
 * `/signin#code=…` after Google: trades the one-time code for the session once,
 * and takes the fragment out of the address bar (it is single use anyway).
 * `/signin#google-error` says the sign-in was refused. Answers whether it is busy.
 */
export function useGoogleReturn(onSignedIn: (session: TAuthResponse) => void): boolean {
  const exchange = useMutation({
    mutationFn: exchangeGoogleCode,
    onSuccess: (session) => {
      // As a password sign-in does: this browser is known to the account from now on.
      storeDeviceId(session.deviceId);
      onSignedIn(session);
    },
    onError: () => toast({ ...GOOGLE_SIGN_IN_FAILED, variant: 'destructive' }),
  });
  const { mutate } = exchange;

  useEffect(() => {
    const landed = readGoogleReturn(window.location.hash);
    if (!landed) return;
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    if ('code' in landed) mutate(landed.code);
    else toast({ ...GOOGLE_SIGN_IN_FAILED, variant: 'destructive' });
  }, [mutate]);

  return exchange.isPending;
}
