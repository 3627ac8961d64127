import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** React Router's folder, as Node finds it from here (the workspace's hoisted copy). */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * React Router 7 publishes a production build (its development warnings compiled out) but its
 * package exports name only the development one, whatever the mode (remix-run/react-router#12532):
 * production builds take it by path.
 */
export const reactRouterProduction = join(reactRouterDir, 'dist/production/index.mjs');

const DEFINITION = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
/** `<Link prefetch>`'s hook (framework mode's page prefetching: route modules and loader data). */
const PREFETCH = /usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/;

/**
 * Lets the bundler drop the parts of React Router a page does not use. Its build defines its
 * components with `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls that it
 * does not mark pure, and names them for the developer tools (`Form.displayName = "Form"`): to the
 * tree-shaker both look like side effects, so `<Form>`, `useSubmit`, the fetcher form and what they
 * use stayed in every page's code although no page of ours calls them (1.4 KiB gzip on /offre,
 * bench/bundle-size.ts). Those calls are pure, and the names serve only the developer tools. The
 * replacements keep every line where it was, so the source maps stay right to the line.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'recrutement:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(join(reactRouterDir, 'dist'))) return null;
      const out = code
        .replace(DEFINITION, '$1/* @__PURE__ */ $2')
        .replace(DISPLAY_NAME, '')
        // No link of ours asks for `prefetch` (it needs framework mode's manifest): without the
        // hook, the prefetch links and their manifest lookups go too (0.25 KiB on /offre).
        .replace(PREFETCH, '[false, null, {}]');
      return out === code ? null : { code: out, map: null };
    },
  };
}
