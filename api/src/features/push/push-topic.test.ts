import { describe, expect, it } from 'vitest';
import { pushTopicFor } from './push-topic';

describe('pushTopicFor', () => {
  it('uses a tag that is a valid topic as it is', () => {
    expect(pushTopicFor('practice-reminder')).toBe('practice-reminder');
    expect(pushTopicFor('goal_2031')).toBe('goal_2031');
  });

  it('hashes any other tag into 32 URL-safe characters, the same each time', () => {
    for (const tag of ['reminder:practice', 'a'.repeat(33), 'weekly review', 'é']) {
      const topic = pushTopicFor(tag);
      expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(pushTopicFor(tag)).toBe(topic);
    }
    expect(pushTopicFor('reminder:goal')).not.toBe(pushTopicFor('reminder:practice'));
  });
});
