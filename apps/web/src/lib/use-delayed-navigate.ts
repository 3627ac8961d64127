import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec §9: after the apply or confirmation modal, the next page opens 500 ms later. */
export const REDIRECT_DELAY_MS = 500;

export function useDelayedNavigate(delay = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (to: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delay);
    },
    [navigate, delay],
  );
}
