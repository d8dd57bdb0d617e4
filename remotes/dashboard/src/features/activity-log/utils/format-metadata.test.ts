import { describe, expect, it } from 'vitest';

import { formatMetadata } from './format-metadata';

describe('formatMetadata', () => {
  it('shows each pair as key: value, whatever the value type', () => {
    expect(formatMetadata({ difficulty: 'easy', minutes: 15, isCustom: false })).toEqual([
      'difficulty: easy',
      'minutes: 15',
      'isCustom: false',
    ]);
  });

  it('is empty without metadata', () => {
    expect(formatMetadata({})).toEqual([]);
  });
});
