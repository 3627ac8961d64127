import type { Lang } from '@recrutement/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteNavbar } from '../components/layout/SiteNavbar';
import * as en from '../i18n/catalogue.en';
import * as fr from '../i18n/catalogue.fr';
import { currentLang, setCatalogue } from '../i18n/i18n';
import { PublicFrame } from './layout/PublicFrame';

const nothing = () => {};

/**
 * The public pages' frame (navbar, empty main region, footer) as static HTML, written by the build
 * into index.html (build/static-frame.ts): a phone paints the page's frame as soon as the HTML
 * arrives instead of a blank screen until the script has run, and React replaces it with the same
 * frame. Rendered at a path no link matches, so that no menu entry shows as the current page. Its
 * links work as plain links; its buttons (menu, sign in) do nothing without the script, so they are
 * disabled until React puts the live ones in their place. One frame per language: the English one
 * (`lang: 'en'`) is written to frame.en.html, which the server puts in the /en pages instead.
 */
export function renderFrame(lang: Lang = 'fr'): string {
  const before = currentLang();
  setCatalogue(lang, lang === 'en' ? en : fr);
  try {
    return renderToStaticMarkup(
      <StaticRouter location="/__frame">
        <PublicFrame top={<SiteNavbar signedIn={false} onSignIn={nothing} onSignOut={nothing} frame />} />
      </StaticRouter>,
    ).replace(/<button /g, '<button disabled="" ');
  } finally {
    setCatalogue(before, before === 'en' ? en : fr);
  }
}
