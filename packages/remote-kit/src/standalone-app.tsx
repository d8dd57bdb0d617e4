import { AuthProvider } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import { LoadingOverlay } from '@manifest/ui/loading-overlay';
import { Toaster } from '@manifest/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export type TStandaloneRoute = { path: string; Page: ComponentType };

type TStandaloneAppProps = {
  /** The remote's name, shown on its page index. */
  remote: string;
  /** The remote's pages at the paths the shell gives them. */
  routes: ReadonlyArray<TStandaloneRoute>;
};

/** The list of the remote's pages, for a developer running it alone. */
const PageIndex = ({ remote, routes }: TStandaloneAppProps) => (
  <nav className="mx-auto max-w-3xl p-6" aria-label={`${remote} pages`}>
    <h1 className="mb-4 text-xl font-semibold">{remote} remote (standalone)</h1>
    <ul className="list-disc pl-6">
      {routes.map(({ path }) => (
        <li key={path}>
          <Link className="underline" to={path.replace(':slug', 'example')}>
            {path}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

/**
 * A remote alone (`npm run dev -w @manifest/<remote>`): the shell's providers
 * and the remote's own routes, without federation. The page index is at
 * /_pages, and at / when the remote has no page there.
 */
export const StandaloneApp = ({ remote, routes }: TStandaloneAppProps) => {
  const [queryClient] = useState(createQueryClient);
  const index = <PageIndex remote={remote} routes={routes} />;
  const hasHomePage = routes.some(({ path }) => path === '/');
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <Suspense fallback={<LoadingOverlay />}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="/_pages" element={index} />
              {hasHomePage ? null : <Route path="/" element={index} />}
              <Route path="*" element={index} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
};
