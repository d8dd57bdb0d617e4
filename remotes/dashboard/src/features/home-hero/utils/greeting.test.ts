import { describe, expect, it } from 'vitest';

import { greetingFor } from './greeting';

describe('the dashboard greeting', () => {
  it('welcomes a person who has done nothing yet, never "back"', () => {
    expect(greetingFor('Ada', { totalActivities: 0 })).toBe('Welcome, Ada');
  });

  it('welcomes back a person whose track record holds an activity', () => {
    expect(greetingFor('Ada', { totalActivities: 1 })).toBe('Welcome back, Ada');
  });

  it('says no more than it knows: no "back" before the figures arrive, no name without one', () => {
    expect(greetingFor('Ada', undefined)).toBe('Welcome, Ada');
    expect(greetingFor(undefined, undefined)).toBe('Welcome');
    expect(greetingFor('  ', { totalActivities: 3 })).toBe('Welcome back');
  });
});
