import { describe, expect, it } from 'vitest';
import { oneMonthAfter } from './billing';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('oneMonthAfter', () => {
  it.each([
    ['2030-01-15T10:00:00Z', '2030-02-15T10:00:00Z'],
    ['2030-01-31T10:00:00Z', '2030-02-28T10:00:00Z'],
    ['2032-01-31T00:00:00Z', '2032-02-29T00:00:00Z'],
    ['2030-12-05T23:59:59Z', '2031-01-05T23:59:59Z'],
  ])('%s → %s', (from, to) => {
    expect(oneMonthAfter(at(from))).toBe(at(to));
  });
});
