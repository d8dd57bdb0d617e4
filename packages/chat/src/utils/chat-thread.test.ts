import { describe, expect, it } from 'vitest';
import {
  asksForDailyStory,
  historyOf,
  welcomeMessage,
  withDelta,
  withReply,
  type TChatMessage,
} from './chat-thread';

const message = (index: number): TChatMessage => ({
  id: String(index),
  role: index % 2 === 0 ? 'user' : 'assistant',
  content: `message ${index}`,
  timestamp: index,
});

describe('the chat thread', () => {
  it("starts with the guide's welcome, id '1', with five suggestions", () => {
    for (const guide of ['aurora', 'realityshift'] as const) {
      const welcome = welcomeMessage(guide, 0);
      expect(welcome).toMatchObject({ id: '1', role: 'assistant' });
      expect(welcome.suggestions).toHaveLength(5);
    }
  });

  it('sends only the last 10 messages, as role and content', () => {
    const messages = Array.from({ length: 14 }, (_, index) => message(index));
    expect(historyOf(messages)).toEqual(
      messages.slice(4).map(({ role, content }) => ({ role, content })),
    );
  });

  it.each([
    ["Tell me today's daily story", true],
    ['DAILY STORY', true],
    ['Tell me a story', false],
    ['My daily routine', false],
  ] as const)('%j asks for the daily story: %s', (suggestion, expected) => {
    expect(asksForDailyStory(suggestion)).toBe(expected);
  });

  it('grows the reply piece by piece, then completes it', () => {
    const start: TChatMessage[] = [message(0), { ...message(1), content: '' }];
    const grown = withDelta(withDelta(start, '1', 'Hello '), '1', 'there');
    expect(grown[1]?.content).toBe('Hello there');
    expect(grown[0]).toBe(start[0]);
    const done = withReply(grown, '1', {
      content: 'Hello there',
      suggestions: ['More'],
      offline: true,
    });
    expect(done[1]).toMatchObject({ content: 'Hello there', suggestions: ['More'], offline: true });
  });
});
