import { describe, expect, it } from 'vitest';

import { toTaskNumber } from './task-number';

describe('toTaskNumber', () => {
  it('reads a typed number', () => {
    expect(toTaskNumber('25')).toBe(25);
    expect(toTaskNumber(' 180 ')).toBe(180);
    expect(toTaskNumber(40)).toBe(40);
  });

  it('turns a non-numeric entry into 1', () => {
    expect(toTaskNumber('abc')).toBe(1);
    expect(toTaskNumber('12abc')).toBe(1);
    expect(toTaskNumber('')).toBe(1);
    expect(toTaskNumber('   ')).toBe(1);
    expect(toTaskNumber(Number.NaN)).toBe(1);
  });

  it('keeps numbers out of range or fractional, for the schema to name', () => {
    expect(toTaskNumber('0')).toBe(0);
    expect(toTaskNumber('-5')).toBe(-5);
    expect(toTaskNumber('500')).toBe(500);
    expect(toTaskNumber('2.5')).toBe(2.5);
  });
});
