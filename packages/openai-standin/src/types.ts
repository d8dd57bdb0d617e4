/** `ReasoningEffort`'s values in OpenAI's OpenAPI description; each model accepts some. */
export type TReasoningEffort = 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max';

/** A model the stand-in serves; without `reasoning`, a classic model. */
export type TStandInModel = {
  id: string;
  /** A reasoning model: `max_completion_tokens`, the default temperature only, these efforts. */
  reasoning?: { efforts: readonly TReasoningEffort[]; defaultEffort: TReasoningEffort };
};

/** The error statuses the stand-in can answer with, as OpenAI does. */
export type TStandInErrorStatus = 400 | 401 | 429 | 500 | 503;

/** How the stand-in answers chat completions; switch at run time with `setBehaviour`. */
export type TStandInBehaviour =
  | {
      kind: 'ok';
      /** Wait before anything is sent (headers included), so an SDK `timeout` covers it. */
      firstTokenDelayMs?: number;
      /** Wait between streamed chunks. */
      chunkDelayMs?: number;
    }
  | {
      kind: 'error';
      status: TStandInErrorStatus;
      message?: string;
      /** Sent as `retry-after` on a 429 (seconds, default 1). */
      retryAfterSeconds?: number;
    }
  /** Never answers; `close()` still ends promptly. */
  | { kind: 'hang' }
  /** The first request after this behaviour is set errors, the next ones succeed. */
  | { kind: 'fail-once'; status: TStandInErrorStatus; retryAfterSeconds?: number }
  /** A stream sends two chunks, then the socket is destroyed (a non-streamed call just loses its socket). */
  | { kind: 'break-stream' };

/** How the stand-in answers `POST /v1/moderations`; switch with `setModerationBehaviour`. */
export type TModerationBehaviour =
  | { kind: 'ok' }
  | { kind: 'error'; status: TStandInErrorStatus; message?: string }
  /** Never answers; `close()` still ends promptly. */
  | { kind: 'hang' };

/** A chat message as the stand-in reads it: only what it needs, the rest is kept as sent. */
export type TStandInMessage = { role: string; content?: unknown } & Record<string, unknown>;

/** A chat completion request body once parsed and checked for `model` and `messages`. */
export type TChatCompletionRequestBody = {
  model: string;
  messages: TStandInMessage[];
  stream?: boolean | null;
  stream_options?: { include_usage?: boolean } | null;
} & Record<string, unknown>;

/** One request the stand-in received, in arrival order. */
export type TRecordedRequest = {
  /** The JSON body as parsed (recorded whenever it parsed, even if the answer was an error). */
  body: unknown;
  /** The raw `Authorization` header, if any. */
  authorization: string | undefined;
  /** The request headers as Node received them (lower-case names). */
  headers: Record<string, string | string[] | undefined>;
};

export type TOpenAiStandInOptions = {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default `{ kind: 'ok' }` with no delays. */
  behaviour?: TStandInBehaviour;
  /** The reply text for a (valid) request; default: derived from the last user message. */
  reply?: (body: TChatCompletionRequestBody) => string;
  /**
   * The models it serves (and `GET /v1/models` lists); any other answers 404
   * `model_not_found`. Default: `gpt-4o-mini` and the reasoning `gpt-6-luna`.
   */
  models?: readonly TStandInModel[];
};

export type TOpenAiStandIn = {
  /** e.g. `http://127.0.0.1:4500/v1`, for `new OpenAI({ baseURL, apiKey })`. */
  baseURL: string;
  port: number;
  /** Every chat completion request received, in order (the same array, growing). */
  requests: TRecordedRequest[];
  setBehaviour: (behaviour: TStandInBehaviour) => void;
  /** Every moderation request received, in order (the same array, growing). */
  moderationRequests: TRecordedRequest[];
  /** How moderations are answered from now on (default `{ kind: 'ok' }`). */
  setModerationBehaviour: (behaviour: TModerationBehaviour) => void;
  /** Forget the recorded requests, chat completions and moderations. */
  clearRequests: () => void;
  /** Stops listening and destroys open sockets (hanging requests included). */
  close: () => Promise<void>;
};
