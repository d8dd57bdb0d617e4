import { useAuth } from '@manifest/auth/auth-provider';
import { LoadingOverlay } from '@manifest/ui/loading-overlay';
import { Navigate, Route, Routes } from 'react-router-dom';

import { PageNotFound } from '../errors/page-not-found';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RemotePage } from '../remotes/remote-page';
import {
  SIGNED_IN_REDIRECTS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type TRemoteRoute,
} from './route-table';

const toRoute = ({ path, remote, module }: TRemoteRoute) => (
  // Keyed by module, so moving between pages never reuses another page's error state.
  <Route
    key={path}
    path={path}
    element={<RemotePage key={`${remote}/${module}`} remote={remote} module={module} />}
  />
);

export const AppRoutes = () => {
  const { status } = useAuth();

  // A stored session is being checked: show the overlay, not a flash of the landing page.
  if (status === 'loading') return <LoadingOverlay />;

  if (status === 'signedIn') {
    return (
      <Routes>
        <Route element={<SignedInLayout />}>
          {SIGNED_IN_ROUTES.map(toRoute)}
          {SIGNED_IN_REDIRECTS.map(({ path, redirectTo }) => (
            <Route key={path} path={path} element={<Navigate to={redirectTo} replace />} />
          ))}
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Routes>
    );
  }

  return (
    <Routes>
      {SIGNED_OUT_ROUTES.map(toRoute)}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
};
