import {
  startOpenAiStandIn,
  type TOpenAiStandIn,
  type TOpenAiStandInOptions,
} from '@manifest/openai-standin';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from './test-app';
import type { DatabaseEngine } from './test-database';

/** The model the suites configure: one the stand-in serves (any other is a 404). */
export const STAND_IN_MODEL = 'gpt-4o-mini';

/**
 * The real app with its AI on a local OpenAI stand-in through the real SDK, for
 * the suite. The stand-in starts before the app reads its address and stops
 * after the app closes (hooks run in order, and after-hooks in reverse).
 */
export function useTestAppOnOpenAi({
  engine = 'postgres',
  standIn: standInOptions = {},
  env = {},
}: {
  engine?: DatabaseEngine;
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
      OPENAI_MODEL: STAND_IN_MODEL,
      ...env,
      // Read when the app starts, after the stand-in has started.
      get OPENAI_BASE_URL() {
        return stub().baseURL;
      },
    },
  });
  return { api, stub };
}
