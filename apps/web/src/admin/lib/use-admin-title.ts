import { useEffect } from 'react';
import { ta } from '../i18n';

/** Names the browser tab after the admin screen; null leaves it to another component. */
export function useAdminTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = ta('admin.frame.documentTitle', { title });
  }, [title]);
}
