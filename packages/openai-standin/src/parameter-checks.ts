import { openAiError, type TOpenAiErrorBody } from './openai-errors';
import type { TChatCompletionRequestBody, TStandInModel } from './types';

/** A request OpenAI would refuse: its status and error body, worded as OpenAI words them. */
export type TRefusal = { status: 400 | 404; body: TOpenAiErrorBody };

const TEMPERATURE_MIN = 0;
const TEMPERATURE_MAX = 2;
const DEFAULT_TEMPERATURE = 1;

const refuse = (
  status: TRefusal['status'],
  message: string,
  code: string,
  param: string | null,
): TRefusal => ({ status, body: openAiError(message, 'invalid_request_error', code, param) });

const isSet = (value: unknown) => value !== undefined && value !== null;

/** "'a', 'b', and 'c'", as OpenAI lists supported values. */
const listed = (values: readonly string[]) => {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length < 3) return quoted.join(' and ');
  return `${quoted.slice(0, -1).join(', ')}, and ${quoted.at(-1)}`;
};

/** The schema's own bounds, checked for every model: `temperature` is a number from 0 to 2. */
const checkTemperatureRange = ({ temperature }: TChatCompletionRequestBody) => {
  if (!isSet(temperature)) return undefined;
  if (typeof temperature !== 'number') {
    return refuse(
      400,
      `Invalid type for 'temperature': expected a decimal, but got ${typeof temperature} instead.`,
      'invalid_type',
      'temperature',
    );
  }
  if (temperature < TEMPERATURE_MIN) {
    return refuse(
      400,
      `Invalid 'temperature': decimal below minimum value. Expected a value >= ${TEMPERATURE_MIN}, but got ${temperature} instead.`,
      'decimal_below_min_value',
      'temperature',
    );
  }
  if (temperature > TEMPERATURE_MAX) {
    return refuse(
      400,
      `Invalid 'temperature': decimal above maximum value. Expected a value <= ${TEMPERATURE_MAX}, but got ${temperature} instead.`,
      'decimal_above_max_value',
      'temperature',
    );
  }
  return undefined;
};

/** What a reasoning model refuses: `max_tokens`, a temperature but its default, an effort it lacks. */
const checkReasoningModel = (
  body: TChatCompletionRequestBody,
  efforts: readonly string[],
): TRefusal | undefined => {
  if (body.max_tokens === null) {
    return refuse(
      400,
      "Invalid type for 'max_tokens': expected an unsupported value, but got null instead.",
      'invalid_type',
      'max_tokens',
    );
  }
  if (body.max_tokens !== undefined) {
    return refuse(
      400,
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'unsupported_parameter',
      'max_tokens',
    );
  }
  if (isSet(body.temperature) && body.temperature !== DEFAULT_TEMPERATURE) {
    return refuse(
      400,
      `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (${DEFAULT_TEMPERATURE}) value is supported.`,
      'unsupported_value',
      'temperature',
    );
  }
  const effort = body.reasoning_effort;
  if (isSet(effort) && !efforts.includes(effort as string)) {
    return refuse(
      400,
      `Unsupported value: 'reasoning_effort' does not support '${String(effort)}' with this model. Supported values are: ${listed(efforts)}.`,
      'unsupported_value',
      'reasoning_effort',
    );
  }
  return undefined;
};

/** What a classic model refuses: a reasoning effort. */
const checkClassicModel = (body: TChatCompletionRequestBody): TRefusal | undefined =>
  isSet(body.reasoning_effort)
    ? refuse(
        400,
        "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
        'unsupported_parameter',
        'reasoning_effort',
      )
    : undefined;

/**
 * The served model a request names, or OpenAI's refusal of it: a value out of
 * the schema's range (400), a model it does not serve (404 `model_not_found`),
 * or a parameter that model does not accept (400 `unsupported_parameter`,
 * `unsupported_value`).
 */
export const checkParameters = (
  body: TChatCompletionRequestBody,
  models: readonly TStandInModel[],
): { model: TStandInModel } | { refusal: TRefusal } => {
  const outOfRange = checkTemperatureRange(body);
  if (outOfRange) return { refusal: outOfRange };
  const model = models.find(({ id }) => id === body.model);
  if (!model) {
    return {
      refusal: refuse(
        404,
        `The model \`${body.model}\` does not exist or you do not have access to it.`,
        'model_not_found',
        null,
      ),
    };
  }
  const refusal = model.reasoning
    ? checkReasoningModel(body, model.reasoning.efforts)
    : checkClassicModel(body);
  return refusal ? { refusal } : { model };
};
