import { describe, expect, it } from 'vitest';
import { affirmationTitle } from './affirmation-texts';

describe('affirmationTitle', () => {
  it('names the affirmation by its words, never its number', () => {
    expect(affirmationTitle('I am worthy of love.')).toBe(
      'Affirmation said: “I am worthy of love.”',
    );
  });

  it('says no number when the words cannot be read', () => {
    expect(affirmationTitle(null)).toBe('Affirmation said');
    expect(affirmationTitle('   ')).toBe('Affirmation said');
  });

  it('cuts very long words', () => {
    const title = affirmationTitle('a'.repeat(400));
    expect(title.length).toBeLessThan(200);
    expect(title).toMatch(/…”$/);
  });
});
