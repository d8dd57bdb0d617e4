import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
} from '@manifest/contracts/offline-actions';

// By package name, not by path: Module Federation then shares one copy with every remote.
import { ApiError, sendRequest, throwIfNotOk } from '@manifest/api-client/request';
import { readStoredSession } from '@manifest/api-client/session-storage';
import {
  offlineActionStore,
  type TOfflineAction,
} from '@manifest/api-client/offline/offline-action-store';

export type TFlushOutcome = {
  /** Saved, or found already done (a 409 such as 'Task already completed today'). */
  sent: TOfflineAction[];
  /** Refused by the server (a 4xx): dropped, with the server's reason. */
  refused: { action: TOfflineAction; message: string }[];
  /** Still waiting: the network went away again, the server failed (5xx) or said "not now". */
  waiting: number;
};

/**
 * Answers that say "not now" rather than "no": signed out (sent after the next
 * sign-in), the trial ended (sent once paid), a timeout, too many requests, and
 * the same key still running. Nothing was recorded for them.
 */
const RETRY_LATER = new Set([401, 402, 408, 429]);
const isRetryLater = ({ status, serverMessage }: ApiError) =>
  RETRY_LATER.has(status) ||
  status >= 500 ||
  (status === 409 && serverMessage === IDEMPOTENCY_KEY_IN_PROGRESS);

/** A 409 such as 'Task already completed today': what the action wanted is done. */
const isAlreadyDone = ({ status }: ApiError) => status === 409;

let running: Promise<TFlushOutcome> | undefined;

const sendAll = async (): Promise<TFlushOutcome> => {
  const userId = readStoredSession()?.user.id;
  const outcome: TFlushOutcome = { sent: [], refused: [], waiting: 0 };
  const mine = offlineActionStore.list().filter((action) => action.userId === userId);
  for (const [index, action] of mine.entries()) {
    try {
      const response = await sendRequest('POST', action.url, action.body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: action.key },
      });
      await throwIfNotOk(response);
      offlineActionStore.remove(action.key);
      outcome.sent.push(action);
    } catch (error) {
      if (error instanceof ApiError && !isRetryLater(error)) {
        offlineActionStore.remove(action.key);
        if (isAlreadyDone(error)) outcome.sent.push(action);
        else outcome.refused.push({ action, message: error.serverMessage ?? error.message });
        continue;
      }
      // No network or a server failure: keep this one and the rest, in order, for later.
      outcome.waiting = mine.length - index;
      break;
    }
  }
  return outcome;
};

/**
 * Sends the signed-in person's waiting actions, oldest first, each with its own
 * idempotency key (a replay of an action that did reach the server pays nothing
 * twice). One flush at a time: a second call while one runs gets the same outcome.
 */
export function flushOfflineActions(): Promise<TFlushOutcome> {
  running ??= sendAll().finally(() => {
    running = undefined;
  });
  return running;
}
