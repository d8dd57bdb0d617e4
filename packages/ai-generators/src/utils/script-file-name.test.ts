import { describe, expect, it } from 'vitest';
import { scriptFileName } from './script-file-name';

describe('scriptFileName', () => {
  it.each([
    ['Inner Peace', 'inner-peace-meditation.txt'],
    ['  Self-Love & Confidence!  ', 'self-love-confidence-meditation.txt'],
    ['Café Calm', 'cafe-calm-meditation.txt'],
    ['???', 'guided-meditation.txt'],
  ])('%j is saved as %s', (topic, name) => {
    expect(scriptFileName(topic)).toBe(name);
  });

  it('keeps long topics short', () => {
    expect(scriptFileName('a very '.repeat(30)).length).toBeLessThanOrEqual(
      60 + '-meditation.txt'.length,
    );
  });
});
