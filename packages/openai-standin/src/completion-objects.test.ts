import { describe, expect, it } from 'vitest';

import {
  chatCompletion,
  defaultReply,
  splitIntoChunks,
  streamChunks,
  textOf,
  usageOf,
} from './completion-objects';
import {
  ZCreateChatCompletionResponse,
  ZCreateChatCompletionStreamResponse,
} from './openapi-shapes';

const BODY = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello there' }] };
const IDENTITY = { id: 'chatcmpl-test', created: 1_700_000_000, model: 'gpt-4o-mini' };

describe('completion objects', () => {
  it('replies deterministically from the last user message', () => {
    const body = {
      model: 'm',
      messages: [
        { role: 'system', content: 'Be kind.' },
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'An answer' },
        { role: 'user', content: [{ type: 'text', text: 'Second question' }] },
      ],
    };
    expect(defaultReply(body)).toBe(defaultReply(body));
    expect(defaultReply(body)).toMatch(/^Stand-in reply to: "Second question"\. /);
    expect(textOf(42)).toBe('');
  });

  it('splits a text into pieces of a few words that join back into it', () => {
    const text = '  One two three four five six seven.\nEight ';
    const chunks = splitIntoChunks(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toHaveLength(3);
    expect(splitIntoChunks('')).toEqual(['']);
  });

  it('counts usage as prompt plus completion', () => {
    const usage = usageOf(BODY, 'abcdefgh');
    expect(usage.completion_tokens).toBe(2);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });

  it('builds a completion that matches CreateChatCompletionResponse', () => {
    const reply = defaultReply(BODY);
    const completion = chatCompletion(IDENTITY, reply, usageOf(BODY, reply));
    expect(ZCreateChatCompletionResponse.parse(completion).choices[0]?.message.content).toBe(reply);
  });

  it.each([false, true])(
    'builds chunks that match CreateChatCompletionStreamResponse (include_usage %s)',
    (includeUsage) => {
      const reply = defaultReply(BODY);
      const chunks = streamChunks(IDENTITY, reply, usageOf(BODY, reply), includeUsage);
      const parsed = chunks.map((chunk) => ZCreateChatCompletionStreamResponse.parse(chunk));

      expect(parsed[0]?.choices[0]?.delta.role).toBe('assistant');
      const text = parsed.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
      expect(text).toBe(reply);
      const last = includeUsage ? parsed.at(-2) : parsed.at(-1);
      expect(last?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
      if (includeUsage) {
        expect(parsed.at(-1)).toMatchObject({ choices: [], usage: usageOf(BODY, reply) });
        expect(parsed.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
      } else {
        expect(parsed.every((chunk) => !('usage' in chunk))).toBe(true);
      }
    },
  );

  it('has schemas strict enough to catch a wrong shape', () => {
    const reply = 'Hi';
    const completion = chatCompletion(IDENTITY, reply, usageOf(BODY, reply));
    const [choice] = completion.choices;
    expect(
      ZCreateChatCompletionResponse.safeParse({
        ...completion,
        choices: [{ ...choice, finish_reason: 'done' }],
      }).success,
    ).toBe(false);
    expect(
      ZCreateChatCompletionResponse.safeParse({ ...completion, object: 'chat.completion.chunk' })
        .success,
    ).toBe(false);
    expect(ZCreateChatCompletionResponse.safeParse({ ...completion, extra: 1 }).success).toBe(
      false,
    );
    const { created: _created, ...withoutCreated } = completion;
    expect(ZCreateChatCompletionResponse.safeParse(withoutCreated).success).toBe(false);
  });
});
