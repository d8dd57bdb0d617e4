import { ZErrorResponse } from '@manifest/contracts/auth';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { z } from 'zod';

import { readStoredToken } from '@manifest/api-client/session-storage';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. The message format is the spec's: `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` of a JSON error body, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The input field the server named as wrong, when it named one. */
  readonly serverField: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const errorBody = parseErrorBody(bodyText);
    this.serverMessage = errorBody?.message || undefined;
    this.serverField = errorBody?.field;
  }
}

/** An OK answer whose body does not match the contract the caller expects. */
export class ApiResponseShapeError extends Error {
  constructor(method: THttpMethod, url: string, issues: string) {
    super(`Unexpected response from ${method} ${url}: ${issues}`);
    this.name = 'ApiResponseShapeError';
  }
}

const parseErrorBody = (bodyText: string) => {
  if (!bodyText) return undefined;
  try {
    const parsed = ZErrorResponse.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The browser's IANA zone: the API keeps it on the user for day boundaries and streaks.
 * Sent only with a session, the one case the API reads it: the first formatter a page
 * builds loads the locale's data, a tenth of a second of a public page's start on a phone.
 */
const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where the API's paths lead outside a browser: a remote's server prerendering a page
 * reads the API directly. In the browser it stays unset and paths are the page's own.
 */
let serverApiOrigin: string | undefined;
export const setServerApiOrigin = (origin: string | undefined): void => {
  serverApiOrigin = origin;
};

/**
 * Sends a request with the shared behaviour (cookies, bearer token, JSON body, the
 * browser's time zone) and never throws on status. A file (Blob) is sent as its raw
 * bytes with its own type, as `POST /api/uploads/images` takes it.
 */
export type TRequestOptions = {
  /** What the caller reads, e.g. `text/event-stream` for a streamed chat reply. */
  accept?: string;
  /** Aborts the request (and a streamed body) when the caller stops waiting. */
  signal?: AbortSignal;
  /** More headers, e.g. an idempotency key. */
  headers?: Record<string, string>;
};

export const sendRequest = (
  method: THttpMethod,
  url: string,
  body?: unknown,
  { accept, signal, headers: extraHeaders }: TRequestOptions = {},
): Promise<Response> => {
  const headers = new Headers(extraHeaders);
  if (accept) headers.set('Accept', accept);
  const token = readStoredToken();
  const timeZone = token ? browserTimeZone() : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (timeZone) headers.set(TIME_ZONE_HEADER, timeZone);
  const hasBody = body !== undefined;
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isFile) headers.set('Content-Type', body.type || 'application/octet-stream');
  else if (hasBody) headers.set('Content-Type', 'application/json');
  return fetch(serverApiOrigin ? new URL(url, serverApiOrigin) : url, {
    method,
    headers,
    body: isFile ? body : hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
};

export const throwIfNotOk = async (response: Response): Promise<void> => {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, bodyText);
};

export const apiRequest = async (
  method: THttpMethod,
  url: string,
  body?: unknown,
  options?: TRequestOptions,
): Promise<Response> => {
  const response = await sendRequest(method, url, body, options);
  await throwIfNotOk(response);
  return response;
};

export const parseResponse = async <TSchema extends z.ZodType>(
  schema: TSchema,
  response: Response,
  method: THttpMethod,
  url: string,
): Promise<z.output<TSchema>> => {
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiResponseShapeError(method, url, z.prettifyError(parsed.error));
  }
  return parsed.data;
};

/** apiRequest, then the answer checked against its contract. */
export const requestJson = async <TSchema extends z.ZodType>(
  schema: TSchema,
  method: THttpMethod,
  url: string,
  body?: unknown,
): Promise<z.output<TSchema>> => {
  const response = await apiRequest(method, url, body);
  return parseResponse(schema, response, method, url);
};

/** The server's own `message` for a failed call, for toasts that show "the server message". */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
