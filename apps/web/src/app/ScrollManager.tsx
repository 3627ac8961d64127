import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * What the data router's ScrollRestoration did: a new page starts at the top, `#section` links scroll
 * to their section, and back/forward return to where the reader was.
 */
export function ScrollManager() {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const key = location.key;
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (action === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, action]);
  return null;
}
