import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: the files run side by side with the
// server's on a machine of two cores (npm test), where a page may take more than a second to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { adminFr, espaceFr, policyFr } from '@recrutement/contract';
// The French catalogues, as a French page and the back office load them (src/i18n, ADR 0010); the
// pages' own ones too, so that their components may be drawn alone (the pages load them first).
import * as fr from '../i18n/catalogue.fr';
import { setCatalogue } from '../i18n/i18n';
import { setPageCatalogue } from '../i18n/page-catalogue';

setCatalogue('fr', fr);
// The back office's catalogue is the page catalogues' area 'admin' (src/admin/i18n.ts).
setPageCatalogue('admin', 'fr', adminFr);
setPageCatalogue('espace', 'fr', espaceFr);
setPageCatalogue('policy', 'fr', policyFr);
// What jsdom cannot do and a browser does, so that the tests' output shows real problems only.
// - Scrolling: pages scroll to the top after a navigation; jsdom has no layout, so nothing to do.
window.scrollTo = () => {};
// - Leaving the document (a download link, a sign-out to another page): jsdom says "Not
//   implemented: navigation"; the tests check what the page asked for instead. Other jsdom errors
//   still reach the console.
const virtualConsole = (window as unknown as { jsdom?: { virtualConsole?: JsdomConsole } }).jsdom?.virtualConsole;
interface JsdomConsole {
  removeAllListeners(event: string): void;
  on(event: string, listener: (error: Error & { type?: string; cause?: Error }) => void): void;
}
if (virtualConsole) {
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (error) => {
    if (error.type === 'not-implemented' && error.message.includes('navigation')) return;
    console.error(error.type === 'unhandled-exception' ? error.cause?.stack : error.message);
  });
}
// - <search> (HTML 2023, rendered by every current browser) is unknown to jsdom, and React warns
//   about unknown tags: give it the class of a known element.
const createElement = document.createElement.bind(document);
document.createElement = ((name: string, options?: ElementCreationOptions) => {
  const element = createElement(name, options);
  if (name === 'search') Object.defineProperty(element, Symbol.toStringTag, { value: 'HTMLElement' });
  return element;
}) as typeof document.createElement;
