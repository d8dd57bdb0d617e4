import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';

/** The length and sampling parameters of one chat completion request. */
export type ModelParameters = Pick<
  ChatCompletionCreateParamsBase,
  'max_tokens' | 'max_completion_tokens' | 'temperature' | 'reasoning_effort'
>;

/** What a call wants: room for its visible answer, and a temperature where the model takes one. */
export type AnswerShape = { answerTokens: number; temperature?: number };

/**
 * Room for a reasoning model's hidden reasoning, on top of the answer's own:
 * reasoning tokens count against `max_completion_tokens`, and a limit they use
 * up leaves an empty answer. At low effort a short answer rarely needs a
 * quarter of this; the cap still bounds what one call can cost.
 */
export const REASONING_ALLOWANCE_TOKENS = 4_000;

/**
 * Sent to every reasoning model: the guides write short, warm answers, not
 * puzzles, and the default (medium) spends more time and tokens before the
 * first word, against a timeout of AI_TIMEOUT_MS per attempt. `low` is an
 * effort the reasoning models on Chat Completions share (the o-series from
 * low, gpt-5 from minimal, later ones from none); `none` is not.
 */
export const REASONING_EFFORT = 'low';

// The o-series (o1, o3-mini, o4-mini, …) and the GPT families from gpt-5 on
// (gpt-5-mini, gpt-5.4, gpt-6-luna, …) are reasoning models on OpenAI's API.
const O_SERIES = /^o\d+(?:-|$)/;
const GPT_GENERATION = /^gpt-(\d+)(?:[.-]|$)/;
const FIRST_REASONING_GPT_GENERATION = 5;

/** The model a name stands for: a fine-tune's base (`ft:<base>:…`), a gateway's (`openai/<model>`). */
const baseModelOf = (model: string): string => {
  const name = model.trim().toLowerCase().replace(/^ft:/, '');
  return name.slice(name.lastIndexOf('/') + 1);
};

/**
 * Whether OpenAI serves this model as a reasoning model. Any other name
 * (gpt-4o-mini, gpt-4.1, or a model on another OpenAI-compatible server) is
 * treated as classic: `max_tokens`, which every such server takes.
 */
export function isReasoningModel(model: string): boolean {
  const base = baseModelOf(model);
  if (O_SERIES.test(base)) return true;
  const generation = GPT_GENERATION.exec(base)?.[1];
  return generation !== undefined && Number(generation) >= FIRST_REASONING_GPT_GENERATION;
}

/**
 * What to send so the configured model accepts the request. A classic model
 * takes `max_tokens` and a temperature; a reasoning model refuses both (400)
 * and takes `max_completion_tokens`, which also has to hold its reasoning,
 * and a reasoning effort.
 */
export function modelParameters(
  model: string,
  { answerTokens, temperature }: AnswerShape,
): ModelParameters {
  if (isReasoningModel(model)) {
    return {
      max_completion_tokens: answerTokens + REASONING_ALLOWANCE_TOKENS,
      reasoning_effort: REASONING_EFFORT,
    };
  }
  return temperature === undefined
    ? { max_tokens: answerTokens }
    : { max_tokens: answerTokens, temperature };
}
