import { describe, expect, it } from 'vitest';
import { topicOf } from './topics';

describe('topicOf', () => {
  it.each([
    ['How do I manifest more money?', 'money'],
    ['Explain the 369 method', 'method369'],
    ['Can you help me build a vision board?', 'visionBoard'],
    ['How do I shift to my desired reality?', 'shifting'],
    ['I feel anxious about tomorrow', 'stress'],
    ['I want to attract my soulmate', 'love'],
    ['What does 1111 mean', 'angelNumbers'],
    ['Clear limiting beliefs', 'beliefs'],
    ['Morning manifestation routine', 'morning'],
    ['Tell me something nice', 'general'],
  ] as const)('%j is about %s', (text, topic) => {
    expect(topicOf(text)).toBe(topic);
  });
});
