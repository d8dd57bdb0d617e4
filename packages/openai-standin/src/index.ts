export { startOpenAiStandIn } from './start-openai-standin';
export { defaultReply, splitIntoChunks } from './completion-objects';
export { DEFAULT_MODELS, REASONING_TOKENS } from './served-models';
export type {
  TChatCompletionRequestBody,
  TOpenAiStandIn,
  TOpenAiStandInOptions,
  TReasoningEffort,
  TRecordedRequest,
  TStandInBehaviour,
  TStandInErrorStatus,
  TStandInMessage,
  TStandInModel,
} from './types';
