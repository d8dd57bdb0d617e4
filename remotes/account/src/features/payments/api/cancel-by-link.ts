import { requestJson } from '@manifest/api-client/request';
import { ZSubscriptionView } from '@manifest/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export const CANCEL_BY_LINK_URL = '/api/cancel-subscription/link';

/** The reminder email's one-click link: no session needed, the signed token is the proof. */
export const cancelByLink = (token: string) =>
  requestJson(ZSubscriptionView.nullable(), 'POST', CANCEL_BY_LINK_URL, { token });

export const useCancelByLink = () => useMutation({ mutationFn: cancelByLink });
