import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { CrashScreen } from './crash-screen';
import { PageNotFound } from './page-not-found';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('error screens', () => {
  it('shows the spec crash screen with a Reload Page button', () => {
    const html = renderToStaticMarkup(<CrashScreen />);
    expect(textOf(html)).toBe(
      'Something went wrong We&#x27;re sorry, but something unexpected happened. Reload Page',
    );
    expect(html).toContain('<button');
  });

  it('shows Page Not Found with a link home', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/nowhere']}>
        <PageNotFound />
      </MemoryRouter>,
    );
    expect(html).toContain('data-testid="page-not-found"');
    expect(textOf(html)).toContain('Page Not Found');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to Home<\/a>/);
  });
});
