import { requestJson } from '@manifest/api-client/request';
import { ZUser } from '@manifest/contracts/auth';
import type { TCancellationReason } from '@manifest/contracts/payments';
import { useMutation } from '@tanstack/react-query';

export const CANCEL_SUBSCRIPTION_URL = '/api/cancel-subscription';

export const cancelSubscription = (reason: TCancellationReason | null) =>
  requestJson(ZUser, 'POST', CANCEL_SUBSCRIPTION_URL, reason ? { reason } : {});

/** Spec 001 section 7: on success the current user is read again (the caller refreshes it). */
export const useCancelSubscription = () => useMutation({ mutationFn: cancelSubscription });
