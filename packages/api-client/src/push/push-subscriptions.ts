import {
  ZPushPublicKey,
  type TDeletePushSubscriptionRequest,
  type TPushSubscription,
} from '@manifest/contracts/push';

import { ApiError, apiRequest, requestJson } from '@manifest/api-client/request';

export const PUSH_PUBLIC_KEY_URL = '/api/push/public-key';
export const PUSH_SUBSCRIPTIONS_URL = '/api/push/subscriptions';

/** The VAPID public key a browser subscribes with. */
export const getPushPublicKey = () => requestJson(ZPushPublicKey, 'GET', PUSH_PUBLIC_KEY_URL);

/** Saves this browser's subscription for the signed-in person (upserted by endpoint). */
export const savePushSubscription = async (subscription: TPushSubscription): Promise<void> => {
  await apiRequest('POST', PUSH_SUBSCRIPTIONS_URL, subscription);
};

/** Forgets this browser's subscription; one the API no longer has (404) is already forgotten. */
export const deletePushSubscription = async (
  request: TDeletePushSubscriptionRequest,
): Promise<void> => {
  try {
    await apiRequest('DELETE', PUSH_SUBSCRIPTIONS_URL, request);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
};
