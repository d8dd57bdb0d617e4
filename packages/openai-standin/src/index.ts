export { startOpenAiStandIn } from './start-openai-standin';
export { defaultReply, splitIntoChunks } from './completion-objects';
export { DEFAULT_MODELS, REASONING_TOKENS } from './served-models';
export {
  MODERATION_CATEGORIES,
  MODERATION_MODELS,
  MODERATION_ONLY_SELF_HARM,
} from './moderation-objects';
export type {
  TChatCompletionRequestBody,
  TModerationBehaviour,
  TOpenAiStandIn,
  TOpenAiStandInOptions,
  TReasoningEffort,
  TRecordedRequest,
  TStandInBehaviour,
  TStandInErrorStatus,
  TStandInMessage,
  TStandInModel,
} from './types';
