import { apiRequest } from '@manifest/api-client/request';
import {
  CHAT_STREAM_EVENTS,
  ZChatResponse,
  ZChatStreamDelta,
  ZChatStreamError,
  type TChatRequest,
  type TChatResponse,
} from '@manifest/contracts/ai';
import { createParser } from 'eventsource-parser';

export const CHAT_URL = '/api/chat/manifestation';

/** The provider failed after the reply had started: the stream ended with an `error` event. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/**
 * Asks a guide and reads the reply as it is written (server-sent events):
 * `onDelta` gets each piece in order; the promise gives the whole answer.
 * A refusal before the reply starts throws the shared ApiError (status and message).
 */
export async function streamChatReply(
  request: TChatRequest,
  { onDelta, signal }: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<TChatResponse> {
  const response = await apiRequest('POST', CHAT_URL, request, {
    accept: 'text/event-stream',
    signal,
  });
  if (!response.body) throw new ChatStreamError('The reply had no body');

  let done: TChatResponse | undefined;
  let failure: string | undefined;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const json: unknown = JSON.parse(data);
      if (event === CHAT_STREAM_EVENTS.delta) onDelta(ZChatStreamDelta.parse(json).text);
      else if (event === CHAT_STREAM_EVENTS.done) done = ZChatResponse.parse(json);
      else if (event === CHAT_STREAM_EVENTS.error) failure = ZChatStreamError.parse(json).message;
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (failure !== undefined) throw new ChatStreamError(failure);
  if (!done) throw new ChatStreamError('The reply ended early');
  return done;
}
