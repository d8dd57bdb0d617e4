import { CHAT_MESSAGES } from '@manifest/contracts/ai';
import { hasSensitiveInformation } from '@manifest/contracts/sensitive-information';
import {
  ORDINARY_TEXTS,
  SENSITIVE_VARIANTS,
} from '@manifest/contracts/sensitive-information-examples';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODELS_UNDER_TEST, useTestAppOnOpenAi } from './support/openai-test-app';

// The chat refuses every spelling of sensitive information the contract
// knows, with the spec's message, and a provider never reads one: not in the
// message, not in the conversation history a client sends back.

type SentMessage = { role: string; content: string };

describe.each(MODELS_UNDER_TEST)(
  'sensitive information in the chat, on a %s model',
  (_kind, model) => {
    const { api, stub } = useTestAppOnOpenAi({ model });
    let token = '';

    beforeAll(async () => {
      token = (await api.newUser()).token;
    });
    beforeEach(() => {
      stub().clearRequests();
    });

    const chat = (json: unknown) =>
      api.request('/api/chat/manifestation', { token, method: 'POST', json });

    it.each(SENSITIVE_VARIANTS)(
      "refuses %s with the spec's message and sends nothing on: %j",
      async (_, message) => {
        const answer = await chat({ message });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          message: CHAT_MESSAGES.sensitive.title,
          field: 'message',
        });
        expect(stub().requests).toEqual([]);
      },
    );

    it.each(SENSITIVE_VARIANTS)(
      'removes %s from the history before the provider reads it: %j',
      async (_, content) => {
        const conversationHistory = [
          { role: 'user', content },
          { role: 'assistant', content: 'Thank you for sharing.' },
        ];
        expect((await chat({ message: 'What next?', conversationHistory })).status).toBe(200);
        const sent = (stub().requests[0]?.body as { messages: SentMessage[] }).messages;
        const history = sent.find(({ content: text }) => text.includes('[removed]'));
        expect(history?.role).toBe('user');
        for (const { content: text } of sent) {
          expect(hasSensitiveInformation(text)).toBe(false);
        }
        expect(history?.content.match(/\p{Nd}/gu)?.length ?? 0).toBeLessThan(9);
      },
    );

    it.each(ORDINARY_TEXTS)('answers %s: %j', async (_, message) => {
      const answer = await chat({ message });
      expect(answer.status).toBe(200);
      expect(stub().requests).toHaveLength(1);
    });
  },
);
