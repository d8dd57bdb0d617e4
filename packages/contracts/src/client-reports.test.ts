import { describe, expect, it } from 'vitest';

import {
  MAX_ERROR_MESSAGE_LENGTH,
  ratingOf,
  scrubErrorMessage,
  ZClientReportsRequest,
} from './client-reports';

describe('ratingOf', () => {
  it("rates at web.dev's thresholds, the limit itself on the better side", () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
    expect(ratingOf('INP', 200)).toBe('good');
    expect(ratingOf('CLS', 0.25)).toBe('needs-improvement');
    expect(ratingOf('TTFB', 1801)).toBe('poor');
  });
});

describe('scrubErrorMessage', () => {
  it('takes out emails, URL queries, long numbers and token-like strings', () => {
    expect(
      scrubErrorMessage(
        'Failed for ada.l+x@example.co.uk at https://app.test/reset?token=abc#x, order 1234567, key sk_live_4eC39HqLyjWDarjtT1zdp7dc',
      ),
    ).toBe('Failed for [email] at https://app.test/reset order [number], key [id]');
  });

  it('keeps ordinary messages as they are and shortens long ones', () => {
    expect(scrubErrorMessage("TypeError: Cannot read properties of undefined (reading 'id')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'id')",
    );
    expect(scrubErrorMessage('x'.repeat(500).replace(/x/g, 'ab '))).toHaveLength(
      MAX_ERROR_MESSAGE_LENGTH,
    );
  });

  it('applies to every error of a report the API parses', () => {
    const parsed = ZClientReportsRequest.parse({
      errors: [{ kind: 'error', source: 'shell', route: '/', message: 'mail bob@example.com' }],
    });
    expect(parsed.errors[0]?.message).toBe('mail [email]');
  });
});
