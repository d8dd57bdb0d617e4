import { describe, expect, it } from 'vitest';
import { createLogger, type LogEntry } from '../../lib/logger';
import { AiConfigurationError, AiUnavailableError, type AiProvider } from './ai-provider';
import { createCrisisCheck } from './crisis-check';
import { CRISIS_REPLY, CRISIS_SUGGESTIONS } from './crisis-support';

const SOURCE = { provider: 'openai', model: 'gpt-4o-mini' } as const;
const signal = new AbortController().signal;

function checkWith(moderatesAsSelfHarm?: AiProvider['moderatesAsSelfHarm']) {
  const entries: LogEntry[] = [];
  const logger = createLogger('debug', (entry) => entries.push(entry));
  return {
    check: createCrisisCheck({ provider: { source: SOURCE, moderatesAsSelfHarm }, logger }),
    entries,
  };
}

describe('the crisis answer', () => {
  it('says where to find help now, and offers no cheerful next step', () => {
    expect(CRISIS_REPLY).toContain('local emergency number');
    expect(CRISIS_REPLY).toContain('988');
    expect(CRISIS_REPLY).toContain('Samaritans on 116 123');
    expect(CRISIS_REPLY).toContain('findahelpline.com');
    expect(CRISIS_SUGGESTIONS).toEqual([]);
  });
});

describe('createCrisisCheck', () => {
  it('hears a crisis itself, in the words of issue 36', () => {
    const { check } = checkWith();
    for (const text of [
      "I've been thinking about ending my life",
      "I don't want to live anymore",
      'ending it all',
      'no point in living',
      'cutting myself again',
    ]) {
      expect(check.heardLocally(text)).toBe('local');
    }
    expect(check.heardLocally('that joke killed me')).toBeNull();
  });

  it('asks the provider’s moderation, and hears what only it heard', async () => {
    const asked: string[] = [];
    const { check } = checkWith(async (text) => {
      asked.push(text);
      return text.includes('goodbyes');
    });
    expect(await check.heardByModeration('I wrote my goodbyes', signal)).toBe('moderation');
    expect(await check.heardByModeration('How do I start?', signal)).toBeNull();
    expect(asked).toEqual(['I wrote my goodbyes', 'How do I start?']);
  });

  it('has nothing to ask without a moderation (the offline guide)', async () => {
    const { check } = checkWith();
    expect(await check.heardByModeration('I wrote my goodbyes', signal)).toBeNull();
  });

  it('logs a moderation that failed and lets our own check decide', async () => {
    const { check, entries } = checkWith(async () => {
      throw new AiUnavailableError('the provider answered 503');
    });
    expect(await check.heardByModeration('How do I start?', signal)).toBeNull();
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'AI moderation failed: the provider answered 503; our own crisis check decides',
      }),
    );
  });

  it('logs a refused configuration as an error, still without failing', async () => {
    const { check, entries } = checkWith(async () => {
      throw new AiConfigurationError('the provider refused the configured model', {
        model: 'omni-moderation-latest',
        status: 404,
        code: 'model_not_found',
        param: null,
      });
    });
    expect(await check.heardByModeration('How do I start?', signal)).toBeNull();
    expect(entries.map(({ level }) => level)).toContain('error');
  });
});
