import { describe, expect, it } from 'vitest';

import { chatMessageProblem, ZChatRequest, ZMeditationScriptRequest } from './ai';

describe('chatMessageProblem', () => {
  it('ignores an empty message and lets a normal one through', () => {
    expect(chatMessageProblem('   ')).toBeNull();
    expect(chatMessageProblem('How do I start the 369 method?')).toBeNull();
  });

  it('says too short under 2 and too long over 2000 characters, after trimming', () => {
    expect(chatMessageProblem(' a ')).toBe('tooShort');
    expect(chatMessageProblem('ab')).toBeNull();
    expect(chatMessageProblem('x'.repeat(2000))).toBeNull();
    expect(chatMessageProblem('x'.repeat(2001))).toBe('tooLong');
  });
});

describe('ZChatRequest', () => {
  it('keeps only the last 10 history messages and defaults the guide', () => {
    const history = Array.from({ length: 14 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `message ${index}`,
    }));
    const parsed = ZChatRequest.parse({ message: 'Hello there', conversationHistory: history });
    expect(parsed.conversationHistory).toHaveLength(10);
    expect(parsed.conversationHistory[0]?.content).toBe('message 4');
    expect(parsed.guide).toBe('aurora');
  });

  it('redacts sensitive information in the history instead of passing it on', () => {
    const parsed = ZChatRequest.parse({
      message: 'What next?',
      conversationHistory: [
        { role: 'user', content: 'My SSN is 123-45-6789 and my card 4242 4242 4242 4242' },
        { role: 'assistant', content: 'Gratitude opens doors.' },
      ],
    });
    expect(parsed.conversationHistory.map(({ content }) => content)).toEqual([
      'My [removed] is [removed] and my card [removed]',
      'Gratitude opens doors.',
    ]);
  });

  it("refuses what the browser refuses, with the spec's titles", () => {
    const message = (text: string) =>
      ZChatRequest.safeParse({ message: text }).error?.issues[0]?.message;
    expect(message('a')).toBe('Message too short');
    expect(message('')).toBe('Message too short');
    expect(message('x'.repeat(2001))).toBe('Message too long');
    expect(message('card 4242 4242 4242 4242')).toBe('Sensitive information detected');
  });
});

describe('ZMeditationScriptRequest', () => {
  it('takes 5, 10, 15, 20 or 30 minutes and a topic and intent', () => {
    expect(
      ZMeditationScriptRequest.safeParse({ topic: 'Sleep', intent: 'Rest deeply', duration: 10 })
        .success,
    ).toBe(true);
    expect(
      ZMeditationScriptRequest.safeParse({ topic: 'Sleep', intent: 'Rest', duration: 12 }).error
        ?.issues[0]?.message,
    ).toBe('Duration must be 5, 10, 15, 20 or 30 minutes');
    expect(
      ZMeditationScriptRequest.safeParse({ topic: ' ', intent: 'Rest', duration: 5 }).error
        ?.issues[0]?.message,
    ).toBe('Topic is required');
  });
});
