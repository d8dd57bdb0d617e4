import { describe, expect, it } from 'vitest';

import { accountMenuLabel, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(initialsOf('ava', 'Lindqvist')).toBe('AL');
  });

  it('copes with a missing last name, spaces and letters outside ASCII', () => {
    expect(initialsOf(' Émile', '')).toBe('É');
    expect(initialsOf('', '')).toBe('?');
  });
});

describe('accountMenuLabel', () => {
  it('starts with the initials the button shows, then says whose menu it is', () => {
    const label = accountMenuLabel('Ada', 'Lovelace');
    expect(label).toBe('AL, Account menu for Ada Lovelace');
    expect(label.startsWith(initialsOf('Ada', 'Lovelace'))).toBe(true);
  });

  it('keeps the visible text part of the name with odd names too', () => {
    expect(accountMenuLabel(' Émile', '')).toBe('É, Account menu for Émile');
  });
});
