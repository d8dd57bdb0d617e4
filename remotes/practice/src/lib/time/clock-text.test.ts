import { describe, expect, it } from 'vitest';

import { clockText } from './clock-text';

describe('clockText', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(5)).toBe('00:05');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(30 * 60)).toBe('30:00');
    expect(clockText(125 * 60)).toBe('125:00');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(clockText(9.2)).toBe('00:10');
    expect(clockText(-3)).toBe('00:00');
  });
});
