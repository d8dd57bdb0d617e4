import { AuthProvider } from '@manifest/auth/auth-provider';
import { createQueryClient } from '@manifest/api-client/query-client';
import { Toaster } from '@manifest/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './app-routes';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
};
