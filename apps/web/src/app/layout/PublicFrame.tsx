import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { t } from '../../i18n/i18n';

/**
 * The frame of every public page: the skip link, the navbar (with what goes above it), the main
 * region and the footer. The live site (PublicLayout) and the static frame the build writes into
 * index.html (app/shell.tsx) both draw it, so the frame painted before the script runs is the one
 * React then puts in its place.
 */
export function PublicFrame({ top, children, after }: { top: ReactNode; children?: ReactNode; after?: ReactNode }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white z-3">
        {t('common.skipToContent')}
      </a>
      {top}
      {/* At least a screen high, so that the footer starts below the fold and never moves in view while
          a page loads (the offer page had a layout shift of 0.43 on a phone). */}
      <main id="main" className="flex-grow-1 min-vh-100" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {after}
    </div>
  );
}
