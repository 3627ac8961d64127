import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteNavbar } from '../components/layout/SiteNavbar';
import { PublicFrame } from './layout/PublicFrame';

const nothing = () => {};

/**
 * The public pages' frame (navbar, empty main region, footer) as static HTML, written by the build
 * into index.html (build/static-frame.ts): a phone paints the page's frame as soon as the HTML
 * arrives instead of a blank screen until the script has run, and React replaces it with the same
 * frame. Rendered at a path no link matches, so that no menu entry shows as the current page. Its
 * links work as plain links; its buttons (menu, sign in) do nothing without the script, so they are
 * disabled until React puts the live ones in their place.
 */
export function renderFrame(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/__frame">
      <PublicFrame top={<SiteNavbar signedIn={false} onSignIn={nothing} onSignOut={nothing} />} />
    </StaticRouter>,
  ).replace(/<button /g, '<button disabled="" ');
}
