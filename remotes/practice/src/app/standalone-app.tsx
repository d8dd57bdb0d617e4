import { AuthProvider } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import { LoadingOverlay } from '@manifest/ui/loading-overlay';
import { Toaster } from '@manifest/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

import { STANDALONE_ROUTES } from './standalone-routes';

/** The list of this remote's pages, for a developer running it alone. */
const PageIndex = () => (
  <nav className="mx-auto max-w-3xl p-6" aria-label="practice pages">
    <h1 className="mb-4 text-xl font-semibold">practice remote (standalone)</h1>
    <ul className="list-disc pl-6">
      {STANDALONE_ROUTES.map(({ path }) => (
        <li key={path}>
          <Link className="underline" to={path.replace(':slug', 'example')}>
            {path}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The remote alone: the shell's providers and its own routes, without federation. */
export const StandaloneApp = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <Suspense fallback={<LoadingOverlay />}>
            <Routes>
              {STANDALONE_ROUTES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="/" element={<PageIndex />} />
              <Route path="*" element={<PageIndex />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
};
