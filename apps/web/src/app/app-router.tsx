import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const PendingContext = createContext(false);

/** True while the next page's code loads (the current page stays on screen meanwhile). */
export const useNavigationPending = () => useContext(PendingContext);

/**
 * React Router's declarative browser router, with each navigation run as a React transition whose
 * pending state we expose: a lazily loaded page keeps the previous one on screen, under a progress
 * bar, until its code has arrived. The data router (createBrowserRouter) would do this too, but it
 * costs the careers page some 17 KiB of gzipped JavaScript (bench/bundle-size.ts).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <PendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PendingContext>
  );
}
