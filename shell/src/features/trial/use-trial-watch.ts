import { trialStatusQueryKey, useTrialStatus } from '@manifest/api-client/calls/trial-status';
import { isTrialEndedError } from '@manifest/api-client/query-client';
import { useAuth } from '@manifest/auth/auth-provider';
import type { TTrialStatus } from '@manifest/contracts/trial';
import { toast } from '@manifest/ui/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { trialReactionFor } from './trial-rules';
import {
  PAYMENT_REQUIRED_PATH,
  PAYMENT_SUCCESSFUL_TOAST,
  TRIAL_EXPIRED_REDIRECT_MS,
  TRIAL_EXPIRED_TOAST,
} from './trial-texts';

/**
 * Polls the trial status (every 5 minutes, one retry) while the user has not paid, and
 * acts on each answer (spec 000 sections 4 and 8). Returns the latest status.
 */
export function useTrialWatch(): TTrialStatus | undefined {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data, dataUpdatedAt, error } = useTrialStatus({
    isEnabled: user !== null && !user.hasPaid,
  });

  useEffect(() => {
    // Spec 000 section 8: a failed check is for the console only.
    if (error) console.error('Trial status check failed', error);
  }, [error]);

  // Reads the page and user of the moment, so moving between pages does not react again.
  const reactionNow = useEffectEvent((status: TTrialStatus) =>
    user ? trialReactionFor(status, user, pathname) : 'none',
  );
  const welcomePayment = useEffectEvent(() => {
    toast(PAYMENT_SUCCESSFUL_TOAST);
    void refreshUser();
    // What the ended trial refused (402) is open again: ask for it anew. Not the trial
    // status: answering before the user record, it would welcome the payment twice.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] !== trialStatusQueryKey[0],
    });
  });
  const goToPayment = useEffectEvent(() => navigate(PAYMENT_REQUIRED_PATH));

  // However the user record came to say paid (the payment page refreshes it before any
  // trial check, so no 'paid' reaction follows), what the ended trial refused with a 402
  // (the points in the header, say) is asked for anew: it shows without a reload.
  const hasPaid = user?.hasPaid ?? false;
  useEffect(() => {
    if (!hasPaid) return;
    void queryClient.invalidateQueries({
      predicate: ({ state }) => isTrialEndedError(state.error),
    });
  }, [hasPaid, queryClient]);

  // Every poll that still says expired sends the user to payment again. Answers that
  // come while a move is already due (a 402 elsewhere asks again) neither repeat the
  // toast nor put the move off: it happens 2 s after the first.
  const pendingMove = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(pendingMove.current);
      pendingMove.current = undefined;
    },
    [],
  );
  useEffect(() => {
    if (!data) return;
    const reaction = reactionNow(data);
    if (reaction === 'paid') welcomePayment();
    if (reaction !== 'expired' || pendingMove.current !== undefined) return;
    toast({ ...TRIAL_EXPIRED_TOAST, variant: 'destructive' });
    pendingMove.current = setTimeout(() => {
      pendingMove.current = undefined;
      goToPayment();
    }, TRIAL_EXPIRED_REDIRECT_MS);
  }, [data, dataUpdatedAt]);

  return data;
}
