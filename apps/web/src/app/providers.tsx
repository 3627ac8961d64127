import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLang } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { AppRoutes } from './router';

export function Providers() {
  const [queryClient] = useState(createQueryClient);
  // A change of language (the back office, once the staff member's `langue` is known) redraws every text.
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter>
        <AppRoutes key={lang} />
      </AppRouter>
    </QueryClientProvider>
  );
}
