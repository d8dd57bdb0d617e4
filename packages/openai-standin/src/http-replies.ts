import type { IncomingMessage, ServerResponse } from 'node:http';
import { openAiError, type TOpenAiErrorBody } from './openai-errors';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
};

export const sendError = (
  response: ServerResponse,
  status: number,
  body: TOpenAiErrorBody,
  headers: Record<string, string> = {},
) => sendJson(response, status, body, headers);

export class BodyTooLargeError extends Error {}

export const readBody = async (request: IncomingMessage): Promise<string> => {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
};

export const isBearer = (authorization: string | undefined) =>
  typeof authorization === 'string' && /^Bearer \S+/.test(authorization);

/**
 * The request's JSON body, or false once the error OpenAI sends is sent: a
 * body over the limit (413) or one that is not JSON (400). A body that cannot
 * be read at all (the client left) is answered with nothing.
 */
export const readJson = async (
  request: IncomingMessage,
  response: ServerResponse,
): Promise<{ ok: true; body: unknown } | { ok: false }> => {
  let raw: string;
  try {
    raw = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendError(
        response,
        413,
        openAiError('The request body is too large.', 'invalid_request_error'),
      );
    }
    return { ok: false };
  }
  try {
    return { ok: true, body: JSON.parse(raw) as unknown };
  } catch {
    sendError(
      response,
      400,
      openAiError(
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
        'invalid_request_error',
      ),
    );
    return { ok: false };
  }
};
