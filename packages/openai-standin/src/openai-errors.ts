import type { TStandInErrorStatus } from './types';

/** OpenAI's error body: `{"error":{"message","type","param","code"}}` (schema `ErrorResponse`). */
export type TOpenAiErrorBody = {
  error: { message: string; type: string; param: string | null; code: string | null };
};

export const openAiError = (
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
): TOpenAiErrorBody => ({ error: { message, type, param, code } });

// What OpenAI answers for each status, in its words where it has them.
const ERRORS_BY_STATUS: Record<
  TStandInErrorStatus,
  { message: string; type: string; code: string | null }
> = {
  400: {
    message: 'The stand-in was asked to refuse this request.',
    type: 'invalid_request_error',
    code: null,
  },
  401: {
    message:
      'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  429: {
    message: 'Rate limit reached for requests. Please try again in 1s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
  503: {
    message: 'The engine is currently overloaded, please try again later.',
    type: 'server_error',
    code: null,
  },
};

export const errorForStatus = (status: TStandInErrorStatus, message?: string): TOpenAiErrorBody => {
  const known = ERRORS_BY_STATUS[status];
  return openAiError(message ?? known.message, known.type, known.code);
};
