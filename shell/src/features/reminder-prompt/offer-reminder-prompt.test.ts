import { describe, expect, it } from 'vitest';

import { shouldOfferReminders } from './offer-reminder-prompt';
import {
  hasAnsweredReminderPrompt,
  rememberReminderPromptAnswer,
  reminderPromptKey,
  type TPromptMemory,
} from './reminder-prompt-memory';

const memoryOf = (
  entries: Record<string, string> = {},
): TPromptMemory & { entries: typeof entries } => ({
  entries,
  getItem: (key) => entries[key] ?? null,
  setItem: (key, value) => {
    entries[key] = value;
  },
});

describe('shouldOfferReminders', () => {
  it('offers reminders where they could be turned on and the person was never asked here', async () => {
    expect(
      await shouldOfferReminders({
        userId: 'ava',
        readState: async () => 'off',
        memory: memoryOf(),
      }),
    ).toBe(true);
  });

  it('does not offer them when on already, blocked, or impossible here', async () => {
    for (const state of ['on', 'denied', 'unsupported'] as const) {
      expect(
        await shouldOfferReminders({
          userId: 'ava',
          readState: async () => state,
          memory: memoryOf(),
        }),
      ).toBe(false);
    }
  });

  it('never asks again once the person answered, whatever the answer', async () => {
    for (const answer of ['turned-on', 'not-now', 'blocked'] as const) {
      const memory = memoryOf();
      rememberReminderPromptAnswer('ava', answer, memory);
      expect(memory.entries[reminderPromptKey('ava')]).toBe(answer);
      expect(
        await shouldOfferReminders({ userId: 'ava', readState: async () => 'off', memory }),
      ).toBe(false);
      // Another person in the same browser is asked for themselves.
      expect(
        await shouldOfferReminders({ userId: 'ben', readState: async () => 'off', memory }),
      ).toBe(true);
    }
  });

  it('does not offer them when the browser cannot say, or storage is off', async () => {
    expect(
      await shouldOfferReminders({
        userId: 'ava',
        readState: () => Promise.reject(new Error('no registration')),
        memory: memoryOf(),
      }),
    ).toBe(false);
    expect(hasAnsweredReminderPrompt('ava', null)).toBe(true);
    const broken: TPromptMemory = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(hasAnsweredReminderPrompt('ava', broken)).toBe(true);
    expect(() => rememberReminderPromptAnswer('ava', 'not-now', broken)).not.toThrow();
  });
});
