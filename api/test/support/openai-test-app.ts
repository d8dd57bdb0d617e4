import {
  startOpenAiStandIn,
  type TOpenAiStandIn,
  type TOpenAiStandInOptions,
} from '@manifest/openai-standin';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from './test-app';
import type { DatabaseEngine } from './test-database';

/** A classic model the stand-in serves (any other is a 404): `max_tokens`, a temperature. */
export const CLASSIC_MODEL = 'gpt-4o-mini';
/** A reasoning model it serves: `max_completion_tokens` (reasoning counted in it), no temperature. */
export const REASONING_MODEL = 'gpt-6-luna';
/** Each AI suite runs on both kinds of model, so a regression on either path fails a test. */
export const MODELS_UNDER_TEST = [
  ['classic', CLASSIC_MODEL],
  ['reasoning', REASONING_MODEL],
] as const;

/**
 * The real app with its AI on a local OpenAI stand-in through the real SDK, for
 * the suite. The stand-in starts before the app reads its address and stops
 * after the app closes (hooks run in order, and after-hooks in reverse).
 */
export function useTestAppOnOpenAi({
  engine = 'postgres',
  model = CLASSIC_MODEL,
  standIn: standInOptions = {},
  env = {},
}: {
  engine?: DatabaseEngine;
  /** OPENAI_MODEL. */
  model?: string;
  standIn?: TOpenAiStandInOptions;
  env?: Record<string, string>;
} = {}) {
  const started: { standIn?: TOpenAiStandIn } = {};
  beforeAll(async () => {
    started.standIn = await startOpenAiStandIn(standInOptions);
  });
  afterAll(async () => {
    await started.standIn?.close();
  });
  const stub = (): TOpenAiStandIn => {
    if (!started.standIn) throw new Error('the stand-in is not started');
    return started.standIn;
  };
  const api = useTestApp(engine, {
    aiLimits: { perHour: 1000, perDay: 1000 },
    env: {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_MODEL: model,
      ...env,
      // Read when the app starts, after the stand-in has started.
      get OPENAI_BASE_URL() {
        return stub().baseURL;
      },
    },
  });
  return { api, stub };
}
