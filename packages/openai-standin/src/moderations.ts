import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  DEFAULT_MODERATION_MODEL,
  MODERATION_MODELS,
  moderationResult,
  type TModerationResult,
} from './moderation-objects';
import { errorForStatus, openAiError, type TOpenAiErrorBody } from './openai-errors';
import type { TModerationBehaviour, TRecordedRequest } from './types';
import { isBearer, readJson, sendError, sendJson } from './http-replies';

type TModerationInput = { texts: string[]; hasImage: boolean };

const invalid = (message: string, code: string, param: string): TOpenAiErrorBody =>
  openAiError(message, 'invalid_request_error', code, param);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A content part as `CreateModerationRequest` allows: text, or an image by URL. */
const isContentPart = (part: unknown) =>
  isRecord(part) &&
  ((part.type === 'text' && typeof part.text === 'string') ||
    (part.type === 'image_url' &&
      isRecord(part.image_url) &&
      typeof part.image_url.url === 'string'));

/**
 * The inputs to judge, one result each: a string, a list of strings, or a list
 * of content parts (judged together, as one input); or OpenAI's refusal.
 */
function inputsOf(input: unknown): TModerationInput[] | TOpenAiErrorBody {
  if (typeof input === 'string') return [{ texts: [input], hasImage: false }];
  if (Array.isArray(input) && input.length > 0) {
    if (input.every((item) => typeof item === 'string')) {
      return input.map((text) => ({ texts: [text], hasImage: false }));
    }
    if (input.every(isContentPart)) {
      const parts = input as Array<{ type: string; text?: string }>;
      return [
        {
          texts: parts.flatMap(({ text }) => (text === undefined ? [] : [text])),
          hasImage: parts.some(({ type }) => type === 'image_url'),
        },
      ];
    }
  }
  return invalid(
    "Invalid value for 'input': expected a string, an array of strings, or an array of content parts.",
    'invalid_value',
    'input',
  );
}

/** The request's model and inputs, or the status and error OpenAI answers with. */
function checkModerationBody(
  body: unknown,
): { model: string; inputs: TModerationInput[] } | { status: 400 | 404; error: TOpenAiErrorBody } {
  if (!isRecord(body)) {
    return {
      status: 400,
      error: openAiError('The request body must be a JSON object.', 'invalid_request_error'),
    };
  }
  if (body.input === undefined) {
    return {
      status: 400,
      error: invalid("Missing required parameter: 'input'.", 'missing_required_parameter', 'input'),
    };
  }
  const model = body.model ?? DEFAULT_MODERATION_MODEL;
  if (typeof model !== 'string') {
    return { status: 400, error: invalid("Invalid type for 'model'.", 'invalid_type', 'model') };
  }
  if (!(MODERATION_MODELS as readonly string[]).includes(model)) {
    return {
      status: 404,
      error: openAiError(
        `The model \`${model}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      ),
    };
  }
  const inputs = inputsOf(body.input);
  return 'error' in inputs ? { status: 400, error: inputs } : { model, inputs };
}

export type TModerationState = {
  behaviour: () => TModerationBehaviour;
  recorded: TRecordedRequest[];
  nextId: () => string;
};

/** `POST /v1/moderations`: OpenAI's refusals, then the behaviour set, then the moderation object. */
export async function answerModeration(
  request: IncomingMessage,
  response: ServerResponse,
  { behaviour, recorded, nextId }: TModerationState,
) {
  const authorization = request.headers.authorization;
  const read = await readJson(request, response);
  if (!read.ok) return;
  recorded.push({ body: read.body, authorization, headers: { ...request.headers } });
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
  const checked = checkModerationBody(read.body);
  if ('error' in checked) {
    sendError(response, checked.status, checked.error);
    return;
  }
  const current = behaviour();
  if (current.kind === 'hang') return;
  if (current.kind === 'error') {
    sendError(response, current.status, errorForStatus(current.status, current.message));
    return;
  }
  const results: TModerationResult[] = checked.inputs.map(({ texts, hasImage }) =>
    moderationResult(texts.join('\n'), hasImage),
  );
  sendJson(response, 200, { id: nextId(), model: checked.model, results });
}
