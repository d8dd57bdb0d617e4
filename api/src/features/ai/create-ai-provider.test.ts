import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { createAiProvider } from './create-ai-provider';
import { NO_MATERIAL } from './offline/offline-material';

const offline = { loadMaterial: async () => NO_MATERIAL, now: () => new Date() };
const providerFor = (variables: Record<string, string>) =>
  createAiProvider(parseEnv(variables), offline).source;

describe('createAiProvider', () => {
  it('uses the offline guide on a fresh machine', () => {
    expect(providerFor({})).toEqual({ provider: 'offline', model: null });
  });

  it('uses OpenAI with a key, with the configured model', () => {
    expect(providerFor({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' })).toEqual({
      provider: 'openai',
      model: 'gpt-test',
    });
  });

  it('stays offline when told to, even with a key', () => {
    expect(providerFor({ OPENAI_API_KEY: 'sk-test', AI_PROVIDER: 'offline' })).toEqual({
      provider: 'offline',
      model: null,
    });
  });
});
