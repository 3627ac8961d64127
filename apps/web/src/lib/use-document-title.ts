import { useEffect } from 'react';

const SITE_NAME = 'Recrutement';

/** Every page names itself in the browser tab (and for screen readers on navigation). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
