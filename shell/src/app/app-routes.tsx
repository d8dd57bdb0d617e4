import { readStoredSession } from '@manifest/api-client/session-storage';
import { useAuth } from '@manifest/auth/auth-provider';
import { RETURN_PATH_PARAM, safeReturnPath } from '@manifest/auth/return-path';
import { LoadingOverlay } from '@manifest/ui/loading-overlay';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';

import { PageNotFound } from '../errors/page-not-found';
import { RemotePage } from '../remotes/remote-page';
import {
  SIGNED_IN_REDIRECTS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  signedOutRedirectFor,
  type TRemoteRoute,
} from './route-table';

// The signed-in chrome (top bar, menus, tabs, guides, trial banner) is code a visitor
// never runs: it loads on its own. A browser holding a session asks for it at once, in
// parallel with the page, so a signed-in first load waits for nothing more.
const loadSignedInLayout = () =>
  import(/* webpackChunkName: "signed-in-layout" */ '../layout/signed-in-layout').then(
    ({ SignedInLayout }) => ({ default: SignedInLayout }),
  );
if (readStoredSession()) void loadSignedInLayout().catch(() => undefined);
const SignedInLayout = lazy(loadSignedInLayout);

const toRoute = ({ path, remote, module }: TRemoteRoute) => (
  // Keyed by module, so moving between pages never reuses another page's error state.
  <Route
    key={path}
    path={path}
    element={<RemotePage key={`${remote}/${module}`} remote={remote} module={module} />}
  />
);

/** Signed out at a signed-in page: sign in, then back here. Anywhere else: Page Not Found. */
const SignedOutElsewhere = () => {
  const { pathname, search } = useLocation();
  const signInPath = signedOutRedirectFor(pathname, search);
  return signInPath ? <Navigate to={signInPath} replace /> : <PageNotFound />;
};

/** Signed in at /signin?next=…: the page sign-in was opened for, else `to`. */
const AfterSignIn = ({ to }: { to: string }) => {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnPath(searchParams.get(RETURN_PATH_PARAM)) ?? to} replace />;
};

export const AppRoutes = () => {
  const { status } = useAuth();

  // A stored session is being checked: show the overlay, not a flash of the landing page.
  if (status === 'loading') return <LoadingOverlay />;

  if (status === 'signedIn') {
    return (
      <Routes>
        <Route
          element={
            <Suspense fallback={<LoadingOverlay />}>
              <SignedInLayout />
            </Suspense>
          }
        >
          {SIGNED_IN_ROUTES.map(toRoute)}
          {SIGNED_IN_REDIRECTS.map(({ path, redirectTo }) => (
            <Route key={path} path={path} element={<AfterSignIn to={redirectTo} />} />
          ))}
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Routes>
    );
  }

  return (
    <Routes>
      {SIGNED_OUT_ROUTES.map(toRoute)}
      <Route path="*" element={<SignedOutElsewhere />} />
    </Routes>
  );
};
