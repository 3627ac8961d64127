import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface FlashState {
  flash?: string;
}

/** Navigation state that carries a success message to the next screen (spec §8 success alerts). */
export function withFlash(message: string): { state: FlashState } {
  return { state: { flash: message } };
}

/**
 * The success message handed over by the previous screen. It is taken out of the history entry at
 * once, so that a reload or Back does not announce it a second time.
 */
export function useFlash(): [string | undefined, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as FlashState | null)?.flash;
  const [message, setMessage] = useState(incoming);
  useEffect(() => {
    if (!incoming) return;
    setMessage(incoming);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, location.pathname, location.search, navigate]);
  return [message ?? incoming, () => setMessage(undefined)];
}
