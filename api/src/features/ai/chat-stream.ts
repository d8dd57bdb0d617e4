import { PassThrough } from 'node:stream';
import {
  AI_UNAVAILABLE_MESSAGE,
  CHAT_STREAM_EVENTS,
  type TChatResponse,
  type TChatStreamDelta,
  type TChatStreamError,
} from '@manifest/contracts/ai';
import type { Logger } from '../../lib/logger';
import type { ChatReply } from './ai-service';

type EventData = {
  [CHAT_STREAM_EVENTS.delta]: TChatStreamDelta;
  [CHAT_STREAM_EVENTS.done]: TChatResponse;
  [CHAT_STREAM_EVENTS.error]: TChatStreamError;
};

/** One server-sent event; JSON never holds a raw line break, so one data line is enough. */
export const sseEvent = <K extends keyof EventData>(name: K, data: EventData[K]): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Writes a reply as server-sent events while the provider writes it: a
 * `delta` per piece, then `done` with the whole answer, or `error` if the
 * provider fails on the way. A caller who leaves ends it quietly.
 */
export function chatEventStream(
  reply: ChatReply,
  signal: AbortSignal,
  logger: Logger,
): PassThrough {
  const stream = new PassThrough();
  // Pieces that arrive in the same turn of the event loop leave in one write:
  // a provider's burst of small chunks costs one socket write, not one each.
  let pending = '';
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (pending.length === 0) return;
    stream.write(pending);
    pending = '';
  };
  const send = (event: string) => {
    pending += event;
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };

  void (async () => {
    let response = '';
    try {
      for await (const text of reply.pieces) {
        response += text;
        send(sseEvent(CHAT_STREAM_EVENTS.delta, { text }));
      }
      send(
        sseEvent(CHAT_STREAM_EVENTS.done, {
          response,
          suggestions: reply.suggestions,
          source: reply.source,
        }),
      );
    } catch (error) {
      if (!signal.aborted) {
        logger.warn(
          `AI chat stream failed: ${error instanceof Error ? error.message : 'unknown'}`,
          {
            provider: reply.source.provider,
          },
        );
        send(sseEvent(CHAT_STREAM_EVENTS.error, { message: AI_UNAVAILABLE_MESSAGE }));
      }
    } finally {
      flush();
      stream.end();
    }
  })();
  return stream;
}
