import { useLocation, useNavigate } from 'react-router';

interface FlashState {
  flash?: string;
}

/** Navigation state that carries a success message to the next screen (spec §8 success alerts). */
export function withFlash(message: string): { state: FlashState } {
  return { state: { flash: message } };
}

/** The success message handed over by the previous screen, and a way to dismiss it. */
export function useFlash(): [string | undefined, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as FlashState | null)?.flash;
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return [message, dismiss];
}
