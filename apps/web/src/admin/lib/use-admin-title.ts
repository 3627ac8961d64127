import { useEffect } from 'react';

/** Names the browser tab after the admin screen; null leaves it to another component. */
export function useAdminTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = `${title} · Administration | Recrutement`;
  }, [title]);
}
