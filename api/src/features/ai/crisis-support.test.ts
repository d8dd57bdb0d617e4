import { describe, expect, it } from 'vitest';
import { suggestsCrisis } from './crisis-support';

describe('suggestsCrisis', () => {
  it.each([
    'I want to kill myself',
    'Sometimes I think about suicide',
    "I've been self-harming again",
    'I just want to die',
    'everyone would be better off without me',
    'I want to end my life',
  ])('hears crisis in %j', (message) => {
    expect(suggestsCrisis(message)).toBe(true);
  });

  it.each([
    'How do I kill it at my job interview?',
    'I am dying to manifest a new car',
    'Help me let my old self die and be reborn',
    'What is the 369 method?',
  ])('does not alarm on %j', (message) => {
    expect(suggestsCrisis(message)).toBe(false);
  });
});
