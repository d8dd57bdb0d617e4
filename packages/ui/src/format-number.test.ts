import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './format-number';

describe('formatWholeNumber', () => {
  it('groups thousands as US English does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, -4_321, 987_654_321]) {
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves a fraction to the locale rules', () => {
    expect(formatWholeNumber(1234.5)).toBe('1,234.5');
  });
});
