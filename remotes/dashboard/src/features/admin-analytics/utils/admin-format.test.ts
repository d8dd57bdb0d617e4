import { describe, expect, it } from 'vitest';

import { formatUsd, signedPercent } from './admin-format';

describe('admin formats', () => {
  it('shows cents as US dollars', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('signs the percent change', () => {
    expect(signedPercent('12.5')).toBe('+12.5%');
    expect(signedPercent('-3.0')).toBe('-3.0%');
    expect(signedPercent('0.0')).toBe('+0.0%');
  });
});
