import type { Role } from '@recrutement/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { authStore } from '../../lib/auth';
import AdminApp from '../AdminApp';

// Whole admin screens render and fetch in these tests; a busy machine needs more than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

/** A token whose payload carries the role claim (the client never checks the signature). */
export function fakeToken(role: Role): string {
  const payload = btoa(JSON.stringify({ sub: 1, role })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

export function signInAs(role: Role, email = 'admin@example.com') {
  authStore.signIn({ token: fakeToken(role), userId: 1, individuId: 1, email });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the back office at `path` with a fresh query cache, as the app's router would. */
export function renderAdmin(path: string) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/login" element={<h1>Page de connexion</h1>} />
          <Route path="*" element={<h1>Site public</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
