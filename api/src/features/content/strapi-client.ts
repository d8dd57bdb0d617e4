import { stringify } from 'qs';
import type { z } from 'zod';

/**
 * Why a CMS call failed. `unavailable`: no answer in time, a network error, a
 * 5xx, or an answer that does not match its schema. `not-found`: a 404.
 * `rejected`: any other 4xx (a bug on our side or a token without permission).
 */
export type CmsFailure = 'unavailable' | 'not-found' | 'rejected';

export class CmsRequestError extends Error {
  constructor(
    readonly failure: CmsFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsRequestError';
  }
}

export type StrapiQuery = Record<string, unknown>;

export type StrapiClient = {
  /** GET /api/<path>?<query>, the answer parsed with `schema`. */
  get: <S extends z.ZodType>(
    path: string,
    query: StrapiQuery,
    schema: S,
    signal?: AbortSignal,
  ) => Promise<z.infer<S>>;
  /** POST /api/<path> with `{ data }`, the answer parsed with `schema`. */
  create: <S extends z.ZodType>(
    path: string,
    data: Record<string, unknown>,
    schema: S,
  ) => Promise<z.infer<S>>;
};

export type StrapiClientOptions = {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Strapi's REST API with our token; every answer is checked against its zod schema. */
export function createStrapiClient({
  baseUrl,
  token,
  timeoutMs,
  fetch: fetchUrl = fetch,
}: StrapiClientOptions): StrapiClient {
  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    { query, body, signal }: { query?: StrapiQuery; body?: unknown; signal?: AbortSignal },
  ): Promise<z.infer<S>> {
    const search = query ? stringify(query, { encodeValuesOnly: true }) : '';
    const url = `${baseUrl}/api/${path}${search ? `?${search}` : ''}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchUrl(url, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const reason = timeout.aborted
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new CmsRequestError('unavailable', `CMS ${method} ${path} failed: ${reason}`);
    }

    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const failure: CmsFailure =
        response.status === 404 ? 'not-found' : response.status < 500 ? 'rejected' : 'unavailable';
      throw new CmsRequestError(
        failure,
        `CMS ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CmsRequestError('unavailable', `CMS ${method} ${path} answered with no JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CmsRequestError(
        'unavailable',
        `CMS ${method} ${path} answered an unexpected shape: ${issue?.path.join('.')} ${issue?.message}`,
      );
    }
    return parsed.data;
  }

  return {
    get: (path, query, schema, signal) => request('GET', path, schema, { query, signal }),
    create: (path, data, schema) => request('POST', path, schema, { body: { data } }),
  };
}
