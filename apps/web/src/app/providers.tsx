import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { AppRoutes } from './router';

export function Providers() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </QueryClientProvider>
  );
}
