import type { Env } from '../../config/env';
import type { AiProvider } from './ai-provider';
import { createOfflineProvider, type OfflineProviderOptions } from './offline/offline-provider';
import { createOpenAiProvider } from './openai-provider';

/** OpenAI when configured (AI_PROVIDER=openai, or auto with a key), else the offline guide. */
export function createAiProvider(
  env: Pick<
    Env,
    'AI_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS'
  >,
  offline: OfflineProviderOptions,
): AiProvider {
  const apiKey = env.AI_PROVIDER === 'offline' ? undefined : env.OPENAI_API_KEY;
  if (apiKey === undefined) return createOfflineProvider(offline);
  return createOpenAiProvider({
    apiKey,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
