import '../styles/public.scss';
import './styles.css';
import { langOfPath, PUBLIC_PAGES, stripLang } from '@recrutement/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage } from '../i18n/i18n';
import { captureFirstTouch } from '../lib/first-touch';
import { Providers } from './providers';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render runs as a transition: React renders it in slices of a few milliseconds and lets
// the browser paint and answer input between them, instead of one long task on a slow phone (the
// page's frame, written into index.html by the build, stays on screen until the render is done).
// The page's language comes from its address (contract §17); only its catalogue is downloaded: the
// first part alone for /offre, both parts at once (in parallel) for the other pages, which need both.
const { pathname } = window.location;
// Where the visitor came from (§22): the landing address's utm_* and ref, in memory only.
captureFirstTouch(window.location.search);
const offres = stripLang(pathname).replace(/(.)\/$/, '$1') === PUBLIC_PAGES.offres.path;
void loadLanguage(langOfPath(pathname), !offres).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    );
  }),
);
