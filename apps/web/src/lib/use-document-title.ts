import { useEffect } from 'react';
import { t } from '../i18n/i18n';

/** Every page names itself in the browser tab (and for screen readers on navigation). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const site = t('nav.brand');
    document.title = title ? `${title} | ${site}` : site;
  }, [title]);
}
