import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('requiredText', () => {
  const title = requiredText('Title', 5);

  it('trims the value', () => {
    expect(title.parse('  Bake ')).toBe('Bake');
  });

  it.each([
    [undefined, 'Title is required'],
    [null, 'Title is required'],
    ['', 'Title is required'],
    ['   ', 'Title is required'],
    [42, 'Title must be text'],
    [['a'], 'Title must be text'],
    ['123456', 'Title must be at most 5 characters'],
    ['a\u0000b', 'Title contains an invalid character'],
    ['a\uD800', 'Title contains an invalid character'],
    ['\uDC00b', 'Title contains an invalid character'],
    ['\uDE00\uD83D', 'Title contains an invalid character'],
  ])('refuses %j with %j', (value, message) => {
    expect(messageOf(title.safeParse(value))).toBe(message);
  });

  it('keeps characters outside the Basic Multilingual Plane (surrogate pairs)', () => {
    expect(title.parse('ok😀')).toBe('ok😀');
  });

  it('counts the length after trimming', () => {
    expect(title.parse('  12345  ')).toBe('12345');
  });

  it('may say "missing" its own way', () => {
    const comment = requiredText('Comment', 10, { missing: 'Please write a comment' });
    expect(messageOf(comment.safeParse(undefined))).toBe('Please write a comment');
    expect(messageOf(comment.safeParse(' '))).toBe('Please write a comment');
    expect(messageOf(comment.safeParse(7))).toBe('Comment must be text');
  });
});

describe('optionalText', () => {
  const description = optionalText('Description', 5);

  it('trims the value and accepts empty text', () => {
    expect(description.parse(' ab ')).toBe('ab');
    expect(description.parse('   ')).toBe('');
  });

  it.each([
    [undefined, 'Description must be text'],
    [1, 'Description must be text'],
    ['123456', 'Description must be at most 5 characters'],
    ['\u0000', 'Description contains an invalid character'],
  ])('refuses %j with %j', (value, message) => {
    expect(messageOf(description.safeParse(value))).toBe(message);
  });
});
