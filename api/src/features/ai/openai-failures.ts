import OpenAI from 'openai';
import { AiConfigurationError, AiUnavailableError, type AiRefusal } from './ai-provider';

// Refusals that are about how we call the provider, whatever the person wrote:
// the key (401), the project's access (403), the model (404).
const CONFIGURATION_STATUSES = new Set([401, 403, 404]);
// The provider's words are kept for a refused model or parameter; a key
// refusal quotes part of the key, so its words stay out of the log.
const QUOTABLE_STATUSES = new Set([400, 404]);

/**
 * Whether OpenAI refused the request because of our configuration. A 400 is
 * ours when it names a parameter the API chose (`max_tokens`, `temperature`,
 * `reasoning_effort`…); one about the messages, or naming nothing, may come
 * from what the person wrote, and stays an ordinary failure.
 */
export function isConfigurationRefusal(error: InstanceType<typeof OpenAI.APIError>): boolean {
  if (error.status === undefined) return false;
  if (CONFIGURATION_STATUSES.has(error.status)) return true;
  return (
    error.status === 400 && typeof error.param === 'string' && !error.param.startsWith('messages')
  );
}

const refusalOf = (model: string, error: InstanceType<typeof OpenAI.APIError>): AiRefusal => {
  const status = error.status ?? 0;
  const words = (error.error as { message?: unknown } | undefined)?.message;
  return {
    model,
    status,
    code: error.code ?? null,
    param: error.param ?? null,
    ...(QUOTABLE_STATUSES.has(status) && typeof words === 'string'
      ? { providerMessage: words }
      : {}),
  };
};

/** Why the SDK failed, in words for the log; the person only ever sees the 503. */
export function unavailable(error: unknown, model: string): AiUnavailableError {
  if (error instanceof AiUnavailableError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiUnavailableError('the provider timed out', { cause: error });
  }
  if (error instanceof OpenAI.APIUserAbortError) {
    return new AiUnavailableError('the provider did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiUnavailableError('the provider is unreachable', { cause: error });
  }
  if (error instanceof OpenAI.APIError && isConfigurationRefusal(error)) {
    const refusal = refusalOf(model, error);
    const named = [refusal.code, refusal.param].filter(Boolean).join(' ');
    return new AiConfigurationError(
      `the provider refused the configured model ${model} (${refusal.status}${named ? ` ${named}` : ''})`,
      refusal,
      { cause: error },
    );
  }
  if (error instanceof OpenAI.APIError) {
    return new AiUnavailableError(`the provider answered ${error.status ?? 'an error'}`, {
      cause: error,
    });
  }
  return new AiUnavailableError('the provider failed', { cause: error });
}
