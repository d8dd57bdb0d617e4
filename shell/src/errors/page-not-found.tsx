import { useAuth } from '@manifest/auth/auth-provider';
import { PublicHeader } from '@manifest/remote-kit/public-header';
import { Link } from 'react-router-dom';

import { RevealWhenDrawn } from '../prerender/reveal-when-drawn';

export const PageNotFound = () => {
  // Signed in, the page is inside the app's own header; a visitor gets the public one.
  const { status } = useAuth();
  return (
    <>
      {status !== 'signedIn' && <PublicHeader />}
      <main
        className="flex min-h-[60vh] items-center justify-center px-4 py-10"
        data-testid="page-not-found"
      >
        <div className="max-w-md space-y-4 text-center">
          <h1 className="text-3xl font-semibold text-foreground">Page Not Found</h1>
          <p className="text-muted-foreground">
            The page you are looking for does not exist or has moved.
          </p>
          <Link className="font-medium text-primary underline underline-offset-4" to="/">
            Go to Home
          </Link>
        </div>
        <RevealWhenDrawn />
      </main>
    </>
  );
};
