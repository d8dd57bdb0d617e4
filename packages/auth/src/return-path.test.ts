import { describe, expect, it } from 'vitest';

import { returnPathAfterSignIn, safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/daily-tasks')).toBe('/daily-tasks');
    expect(safeReturnPath('/blog/gratitude?tab=comments')).toBe('/blog/gratitude?tab=comments');
    expect(safeReturnPath('/track-record?from=2026-11-01#top')).toBe(
      '/track-record?from=2026-11-01',
    );
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\t/evil.example',
    ' /dashboard',
    '',
    null,
    undefined,
    `/${'a'.repeat(2001)}`,
  ])('refuses %j, which could lead off the site', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('never returns to a sign-in or sign-up page', () => {
    expect(safeReturnPath('/signin?next=/dashboard')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/signup')).toBeNull();
  });
});

describe('signInPathFor and returnPathAfterSignIn', () => {
  it('carries the page and its query through sign-in and back', () => {
    const signIn = signInPathFor('/daily-tasks?day=today&x=a%26b');
    expect(signIn).toBe('/signin?next=%2Fdaily-tasks%3Fday%3Dtoday%26x%3Da%2526b');
    expect(returnPathAfterSignIn(new URL(signIn, 'https://app.test').search)).toBe(
      '/daily-tasks?day=today&x=a%26b',
    );
  });

  it('goes to the dashboard without a page to return to, or with one of another site', () => {
    expect(returnPathAfterSignIn('')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnPathAfterSignIn('?next=%2F%2Fevil.example')).toBe('/dashboard');
    expect(signInPathFor('//evil.example')).toBe('/signin');
  });
});
