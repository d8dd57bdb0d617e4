import { describe, expect, it } from 'vitest';

import { ORDINARY_TEXTS, SENSITIVE_VARIANTS } from './sensitive-information-examples';
import {
  hasSensitiveInformation,
  REDACTED_TEXT,
  redactSensitiveInformation,
} from './sensitive-information';

describe('hasSensitiveInformation', () => {
  it.each(SENSITIVE_VARIANTS)('blocks %s: %j', (_, text) => {
    expect(hasSensitiveInformation(text)).toBe(true);
  });

  it.each(ORDINARY_TEXTS)('lets %s through: %j', (_, text) => {
    expect(hasSensitiveInformation(text)).toBe(false);
  });
});

describe('redactSensitiveInformation', () => {
  it.each(SENSITIVE_VARIANTS)('leaves nothing of %s for a provider to read: %j', (_, text) => {
    const redacted = redactSensitiveInformation(text);
    expect(redacted).toContain(REDACTED_TEXT);
    expect(hasSensitiveInformation(redacted)).toBe(false);
    // Fewer than nine digits left: no number of the spec's lengths survives.
    expect(redacted.match(/\p{Nd}/gu)?.length ?? 0).toBeLessThan(9);
  });

  it('keeps the rest of the text as it was written', () => {
    expect(
      redactSensitiveInformation('Ｍｙ ＳＳＮ is 123\u200B45\u200B6789, café ☕ at 10:30'),
    ).toBe('Ｍｙ [removed] is [removed], café ☕ at 10:30');
    expect(
      redactSensitiveInformation('My SSN is 123-45-6789 and my card 4242 4242 4242 4242'),
    ).toBe('My [removed] is [removed] and my card [removed]');
  });

  it('makes touching matches one placeholder and leaves ordinary text alone', () => {
    expect(redactSensitiveInformation('ssn123456789 please')).toBe('[removed] please');
    for (const [, text] of ORDINARY_TEXTS) expect(redactSensitiveInformation(text)).toBe(text);
  });
});
