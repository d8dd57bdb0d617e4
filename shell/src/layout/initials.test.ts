import { describe, expect, it } from 'vitest';

import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(initialsOf('ava', 'Lindqvist')).toBe('AL');
  });

  it('copes with a missing last name, spaces and letters outside ASCII', () => {
    expect(initialsOf(' Émile', '')).toBe('É');
    expect(initialsOf('', '')).toBe('?');
  });
});
