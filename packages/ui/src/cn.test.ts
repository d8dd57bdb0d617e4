import { describe, expect, it } from 'vitest';
import { cn, prepareClassMerging } from './cn';

describe('cn', () => {
  it('joins class names, the later of two conflicting Tailwind classes winning', () => {
    prepareClassMerging();
    expect(cn('px-4 py-2', undefined, 'px-2')).toBe('py-2 px-2');
    expect(cn('text-sm', { 'font-bold': true, italic: false })).toBe('text-sm font-bold');
  });
});
