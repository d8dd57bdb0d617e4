import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ErrorState } from './page-states';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the API client throws for a non-OK answer: an error with the status. */
const answered = (status: number) => Object.assign(new Error(`${status}: …`), { status });

const failedProgress = (error: unknown) =>
  renderToStaticMarkup(
    <ErrorState
      error={error}
      title="We couldn't load your progress"
      description="Your stats did not arrive. Check your connection and try again."
      onRetry={() => undefined}
    />,
  );

describe('ErrorState', () => {
  it('says a call failed, with Retry, for a network or server error', () => {
    for (const error of [new TypeError('Failed to fetch'), answered(500), undefined]) {
      const html = failedProgress(error);
      expect(html).toContain('role="alert"');
      expect(textOf(html)).toBe(
        'We couldn&#x27;t load your progress Your stats did not arrive. Check your connection and try again. Retry',
      );
    }
  });

  it('shows an ended trial (402) as the trial-ended state, never as a connection problem', () => {
    for (const error of [answered(402), [undefined, answered(402)]]) {
      const html = failedProgress(error);
      expect(textOf(html)).toBe(
        'Trial Expired Your trial has ended. Please complete payment to continue. Complete Payment',
      );
      expect(html).not.toContain('Check your connection');
      expect(html).not.toContain('role="alert"');
      expect(html).toContain('href="/payment-required"');
    }
  });
});
