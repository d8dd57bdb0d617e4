export { startOpenAiStandIn } from './start-openai-standin';
export { defaultReply, splitIntoChunks } from './completion-objects';
export type {
  TChatCompletionRequestBody,
  TOpenAiStandIn,
  TOpenAiStandInOptions,
  TRecordedRequest,
  TStandInBehaviour,
  TStandInErrorStatus,
  TStandInMessage,
} from './types';
