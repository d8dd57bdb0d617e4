import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import type { z } from 'zod';

// By package name, not by path: Module Federation then shares one copy with every remote.
import { parseResponse, sendRequest, throwIfNotOk } from '@manifest/api-client/request';
import { readStoredSession } from '@manifest/api-client/session-storage';
import {
  offlineActionStore,
  type TOfflineAction,
} from '@manifest/api-client/offline/offline-action-store';

export type TSentOrQueued<T> = { sent: T } | { queued: TOfflineAction };

export type TQueueableAction = {
  url: string;
  /** The body as sent now; `bodyDoneAt` adds the time it was done when it is sent later. */
  body: Record<string, unknown>;
  label: string;
  /** The body of the replay, given the time the action was done. */
  bodyDoneAt: (doneAt: string) => Record<string, unknown>;
};

/** No network: the browser says so, or the request never reached a server. */
const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError');

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * POSTs an action that may be done offline. Online it is sent at once (with an
 * idempotency key, so a retry after a lost answer pays once) and the answer is checked
 * against `schema`; without a network it is queued on the device with the same key and
 * the time it was done, and `flushOfflineActions` sends it later.
 */
export async function sendOrQueue<TSchema extends z.ZodType>(
  schema: TSchema,
  { url, body, label, bodyDoneAt }: TQueueableAction,
): Promise<TSentOrQueued<z.output<TSchema>>> {
  const key = crypto.randomUUID();
  const doneAt = new Date().toISOString();
  const queue = () => {
    const userId = readStoredSession()?.user.id;
    if (!userId) throw new Error('Sign in again to save this');
    const action: TOfflineAction = { key, url, body: bodyDoneAt(doneAt), label, doneAt, userId };
    offlineActionStore.add(action);
    return { queued: action };
  };
  if (isOffline()) return queue();
  let response: Response;
  try {
    response = await sendRequest('POST', url, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
  await throwIfNotOk(response);
  return { sent: await parseResponse(schema, response, 'POST', url) };
}
