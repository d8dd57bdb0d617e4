import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { AiConfigurationError, AiUnavailableError } from './ai-provider';
import { isConfigurationRefusal, unavailable } from './openai-failures';

const MODEL = 'gpt-6-luna';

/** The SDK's error for an OpenAI error answer, as the SDK builds it. */
const refused = (status: number, error: { message: string; code?: string; param?: string }) =>
  OpenAI.APIError.generate(
    status,
    { error: { type: 'invalid_request_error', code: null, param: null, ...error } },
    undefined,
    new Headers(),
  );

describe('isConfigurationRefusal', () => {
  it.each([
    ['an unknown model', refused(404, { message: 'No such model.', code: 'model_not_found' })],
    ['a rejected key', refused(401, { message: 'Incorrect API key provided: sk-…abcd.' })],
    ['a model the project may not use', refused(403, { message: 'No access.' })],
    [
      'an unsupported parameter',
      refused(400, { message: 'Nope.', code: 'unsupported_parameter', param: 'max_tokens' }),
    ],
    [
      'an unsupported value',
      refused(400, { message: 'Nope.', code: 'unsupported_value', param: 'temperature' }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isConfigurationRefusal(error)).toBe(true);
  });

  it.each([
    ['a refusal of the messages', refused(400, { message: 'Nope.', param: 'messages[2].content' })],
    [
      'a refusal naming no parameter',
      refused(400, { message: 'Flagged.', code: 'invalid_prompt' }),
    ],
    ['a rate limit', refused(429, { message: 'Slow down.', code: 'rate_limit_exceeded' })],
    ['an outage', refused(503, { message: 'Overloaded.' })],
  ])('is false for %s', (_name, error) => {
    expect(isConfigurationRefusal(error)).toBe(false);
  });
});

describe('unavailable', () => {
  it('names the model, the status, the code and the parameter of a configuration refusal', () => {
    const message =
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
    const error = unavailable(
      refused(400, { message, code: 'unsupported_parameter', param: 'max_tokens' }),
      MODEL,
    );

    expect(error).toBeInstanceOf(AiConfigurationError);
    expect(error.message).toBe(
      'the provider refused the configured model gpt-6-luna (400 unsupported_parameter max_tokens)',
    );
    expect((error as AiConfigurationError).refusal).toEqual({
      model: MODEL,
      status: 400,
      code: 'unsupported_parameter',
      param: 'max_tokens',
      providerMessage: message,
    });
  });

  it("keeps a rejected key's words, which quote the key, out of the refusal", () => {
    const error = unavailable(
      refused(401, { message: 'Incorrect API key provided: sk-…abcd.' }),
      MODEL,
    );

    expect((error as AiConfigurationError).refusal).toEqual({
      model: MODEL,
      status: 401,
      code: null,
      param: null,
    });
  });

  it('leaves outages and timeouts ordinary failures', () => {
    for (const cause of [
      refused(503, { message: 'Overloaded.' }),
      new OpenAI.APIConnectionTimeoutError(),
      new Error('boom'),
    ]) {
      const error = unavailable(cause, MODEL);
      expect(error).toBeInstanceOf(AiUnavailableError);
      expect(error).not.toBeInstanceOf(AiConfigurationError);
    }
  });
});
