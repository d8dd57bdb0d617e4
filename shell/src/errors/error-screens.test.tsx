import { AuthProvider, createAuthStore } from '@manifest/auth/auth-provider';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { CrashScreen } from './crash-screen';
import { PageNotFound } from './page-not-found';

/** Page Not Found as drawn for a visitor or a signed-in person. */
const notFoundFor = (status: 'signedIn' | 'signedOut') => {
  const store = createAuthStore();
  const snapshot = { status, user: null };
  return renderToStaticMarkup(
    <AuthProvider store={{ ...store, getSnapshot: () => snapshot }}>
      <MemoryRouter initialEntries={['/nowhere']}>
        <PageNotFound />
      </MemoryRouter>
    </AuthProvider>,
  );
};

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
    const html = notFoundFor('signedOut');
    expect(html).toContain('data-testid="page-not-found"');
    expect(textOf(html)).toContain('Page Not Found');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to Home<\/a>/);
  });

  it("gives a visitor the public header's way home and to sign in (issue 36)", () => {
    const html = notFoundFor('signedOut');
    expect(html).toMatch(/<header[^>]*>.*<a [^>]*href="\/"[^>]*>.*Manifest<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/signin"[^>]*>Sign In<\/a>/);
  });

  it('leaves the header to the app for a signed-in person', () => {
    expect(notFoundFor('signedIn')).not.toContain('<header');
  });
});
