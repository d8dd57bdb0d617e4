import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { writeWithinLimit } from './completion-budget';
import {
  chatCompletion,
  defaultReply,
  streamChunks,
  usageOf,
  type TCompletionIdentity,
} from './completion-objects';
import { errorForStatus, openAiError, type TOpenAiErrorBody } from './openai-errors';
import { isBearer, readJson, sendError, sendJson } from './http-replies';
import { answerModeration } from './moderations';
import { checkParameters } from './parameter-checks';
import { DEFAULT_MODELS } from './served-models';
import type {
  TChatCompletionRequestBody,
  TOpenAiStandIn,
  TOpenAiStandInOptions,
  TRecordedRequest,
  TStandInBehaviour,
  TStandInErrorStatus,
  TStandInModel,
  TModerationBehaviour,
} from './types';

// A fixed "model created" time for every model `GET /v1/models` lists (2024-07-18).
const MODEL_CREATED = 1_721_260_800;

const sendStatusError = (
  response: ServerResponse,
  status: TStandInErrorStatus,
  message?: string,
  retryAfterSeconds = 1,
) =>
  sendError(
    response,
    status,
    errorForStatus(status, message),
    status === 429 ? { 'retry-after': String(retryAfterSeconds) } : {},
  );

/** The fields the stand-in needs; the message says what is wrong, as OpenAI would. */
const checkBody = (
  body: unknown,
): { body: TChatCompletionRequestBody } | { error: TOpenAiErrorBody } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      error: openAiError('The request body must be a JSON object.', 'invalid_request_error'),
    };
  }
  const record = body as Record<string, unknown>;
  for (const param of ['model', 'messages'] as const) {
    if (record[param] === undefined) {
      return {
        error: openAiError(
          `Missing required parameter: '${param}'.`,
          'invalid_request_error',
          'missing_required_parameter',
          param,
        ),
      };
    }
  }
  if (typeof record.model !== 'string') {
    return {
      error: openAiError(
        "Invalid type for 'model'.",
        'invalid_request_error',
        'invalid_type',
        'model',
      ),
    };
  }
  const { messages } = record;
  const isMessageList =
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(
      (message: unknown) =>
        typeof message === 'object' &&
        message !== null &&
        'role' in message &&
        typeof message.role === 'string',
    );
  if (!isMessageList) {
    return {
      error: openAiError(
        "Invalid 'messages': expected a non-empty array of messages with a role.",
        'invalid_request_error',
        'invalid_value',
        'messages',
      ),
    };
  }
  return { body: record as TChatCompletionRequestBody };
};

/** Starts a local OpenAI-compatible server on 127.0.0.1 (a free port unless told). */
export const startOpenAiStandIn = async (
  options: TOpenAiStandInOptions = {},
): Promise<TOpenAiStandIn> => {
  const host = options.host ?? '127.0.0.1';
  const models = options.models ?? DEFAULT_MODELS;
  const reply = options.reply ?? defaultReply;
  const requests: TRecordedRequest[] = [];
  const sockets = new Set<Socket>();
  // Aborted by close(), so that delays and hangs end with the server.
  const closing = new AbortController();
  let behaviour: TStandInBehaviour = options.behaviour ?? { kind: 'ok' };
  let moderationBehaviour: TModerationBehaviour = { kind: 'ok' };
  const moderationRequests: TRecordedRequest[] = [];
  let moderationCount = 0;
  let hasFailedOnce = false;
  let completionCount = 0;

  const nextIdentity = (body: TChatCompletionRequestBody): TCompletionIdentity => {
    completionCount += 1;
    return {
      id: `chatcmpl-standin${String(completionCount).padStart(8, '0')}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };
  };

  /** Waits, unless the client went away or the server is closing (then answers false). */
  const wait = async (ms: number, response: ServerResponse): Promise<boolean> => {
    if (ms > 0) {
      const gone = new AbortController();
      const onClose = () => gone.abort();
      response.once('close', onClose);
      try {
        await sleep(ms, undefined, { signal: AbortSignal.any([gone.signal, closing.signal]) });
      } catch {
        return false;
      } finally {
        response.off('close', onClose);
      }
    }
    return !response.destroyed && !closing.signal.aborted;
  };

  const writeEvent = (response: ServerResponse, data: string) =>
    new Promise<void>((resolve) => response.write(`data: ${data}\n\n`, () => resolve()));

  const answerCompletion = async (
    response: ServerResponse,
    body: TChatCompletionRequestBody,
    model: TStandInModel,
    current: TStandInBehaviour,
  ) => {
    const isStreamed = body.stream === true;
    const { text, finishReason, reasoningTokens } = writeWithinLimit(body, model, reply(body));
    const identity = nextIdentity(body);
    const usage = usageOf(body, text, reasoningTokens);

    if (current.kind === 'break-stream' && !isStreamed) {
      response.socket?.destroy();
      return;
    }
    const { firstTokenDelayMs = 0, chunkDelayMs = 0 } = current.kind === 'ok' ? current : {};
    if (!(await wait(firstTokenDelayMs, response))) return;

    if (!isStreamed) {
      sendJson(response, 200, chatCompletion(identity, text, usage, finishReason));
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunks = streamChunks(
      identity,
      text,
      usage,
      body.stream_options?.include_usage === true,
      finishReason,
    );
    for (const [index, chunk] of chunks.entries()) {
      if (index > 0 && !(await wait(chunkDelayMs, response))) return;
      if (response.destroyed) return;
      await writeEvent(response, JSON.stringify(chunk));
      if (current.kind === 'break-stream' && index === 1) {
        response.socket?.destroy();
        return;
      }
    }
    response.end('data: [DONE]\n\n');
  };

  const handleChatCompletion = async (request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization;
    const read = await readJson(request, response);
    if (!read.ok) return;
    const parsed = read.body;
    requests.push({ body: parsed, authorization, headers: { ...request.headers } });

    if (!isBearer(authorization)) {
      sendError(
        response,
        401,
        openAiError(
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
          'invalid_request_error',
        ),
      );
      return;
    }
    const checked = checkBody(parsed);
    if ('error' in checked) {
      sendError(response, 400, checked.error);
      return;
    }
    const accepted = checkParameters(checked.body, models);
    if ('refusal' in accepted) {
      sendError(response, accepted.refusal.status, accepted.refusal.body);
      return;
    }

    const current = behaviour;
    switch (current.kind) {
      case 'error':
        sendStatusError(response, current.status, current.message, current.retryAfterSeconds);
        return;
      case 'hang':
        // Nothing is sent; close() destroys the socket.
        return;
      case 'fail-once':
        if (!hasFailedOnce) {
          hasFailedOnce = true;
          sendStatusError(response, current.status, undefined, current.retryAfterSeconds);
          return;
        }
        await answerCompletion(response, checked.body, accepted.model, { kind: 'ok' });
        return;
      default:
        await answerCompletion(response, checked.body, accepted.model, current);
    }
  };

  const handleModels = (request: IncomingMessage, response: ServerResponse) => {
    if (!isBearer(request.headers.authorization)) {
      sendError(
        response,
        401,
        openAiError("You didn't provide an API key.", 'invalid_request_error'),
      );
      return;
    }
    sendJson(response, 200, {
      object: 'list',
      data: models.map(({ id }) => ({
        id,
        object: 'model',
        created: MODEL_CREATED,
        owned_by: 'system',
      })),
    });
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      handleChatCompletion(request, response).catch(() => response.destroy());
      return;
    }
    if (request.method === 'POST' && path === '/v1/moderations') {
      answerModeration(request, response, {
        behaviour: () => moderationBehaviour,
        recorded: moderationRequests,
        nextId: () => {
          moderationCount += 1;
          return `modr-standin${String(moderationCount).padStart(8, '0')}`;
        },
      }).catch(() => response.destroy());
      return;
    }
    if (request.method === 'GET' && path === '/v1/models') {
      handleModels(request, response);
      return;
    }
    request.resume();
    sendError(
      response,
      404,
      openAiError(
        `Invalid URL (${request.method ?? 'GET'} ${path || '/'})`,
        'invalid_request_error',
      ),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closed: Promise<void> | undefined;

  return {
    baseURL: `http://${urlHost}:${port}/v1`,
    port,
    requests,
    setBehaviour: (next) => {
      behaviour = next;
      hasFailedOnce = false;
    },
    moderationRequests,
    setModerationBehaviour: (next) => {
      moderationBehaviour = next;
    },
    clearRequests: () => {
      requests.length = 0;
      moderationRequests.length = 0;
    },
    close: () => {
      closed ??= new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
};
