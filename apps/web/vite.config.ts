import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueParts } from './build/catalogue-parts.ts';
import { bootstrapIcons } from './build/icons.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction, reactRouterTreeShaking } from './build/react-router.ts';
import { staticFrame } from './build/static-frame.ts';

/** Chunks whose imports are not listed beside their import (modulePreload.resolveDependencies below). */
const ON_CLICK_OR_FROM_MAIL =
  /\/(CreateAlerteDialog|invitation|entretien|verifier-email|mot-de-passe-(nouveau|oublie)|alertes|confirmation)-[\w-]+\.js$/;

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// Every path the API answers at the root (contract §1); the dev server forwards them.
const apiPrefixes = [
  '/api',
  '/user',
  '/individu',
  '/pays',
  '/civilite',
  '/type-contrat',
  '/etat-candidature',
  '/nom-document',
  '/poste-de-travail',
  '/session-candidature',
  '/poste-vacant/',
  '/candidature/',
  '/document-candidature/',
  '/mon-doc/',
  '/test/toto',
  '/healthz',
  '/readyz',
  '/docs',
  '/audit',
  '/stats/',
  '/mail/',
  '/sitemap.xml',
  '/robots.txt',
];

export default defineConfig(({ mode }) => ({
  plugins: [
    reactRouterTreeShaking(),
    react(),
    catalogueParts(import.meta.dirname),
    bootstrapIcons(),
    staticFrame(),
    precompress(),
  ],
  // The file field checks sizes against the same MAX_UPLOAD_MB the server is given (default: the contract's).
  define: { 'import.meta.env.VITE_MAX_UPLOAD_MB': JSON.stringify(process.env.MAX_UPLOAD_MB ?? '') },
  resolve: {
    conditions: ['source'],
    // React Router's production build in production (build/react-router.ts); tests and the dev
    // server keep its development one, with its warnings.
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [
        p,
        {
          target: apiTarget,
          changeOrigin: false,
          // A page load of a client route that shares a prefix (/individu/register/7) stays here.
          bypass: (req) =>
            req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global functions that Dart Sass deprecates.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: 'dist',
    // Source maps are written for our own tools (bench/, debugging) but not referenced from the
    // files: the server hands them out only when SERVE_SOURCEMAPS=true.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    // Every browser we serve preloads modules natively; the polyfill would cost every page.
    modulePreload: {
      polyfill: false,
      // What a lazily loaded chunk's import fetches at once with it, listed in the code that imports
      // it. Every public page's list is in the route table that /offre loads: the job-alert dialog
      // of /offre (opened on a click), the rarely opened forgotten-password page and the pages
      // people open from a mail link (where the server preloads the page's code itself,
      // apps/api/src/plugins/web/build-manifest.ts) keep only their styles there, and fetch their
      // other imports when they arrive (budget of /offre, bench/bundle-size.ts); the code the entry
      // has loaded already is never listed.
      resolveDependencies: (filename, deps) =>
        ON_CLICK_OR_FROM_MAIL.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps.filter((dep) => !/\/(app|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    // The server reads it to preload the code of the page it serves (apps/api/src/plugins/web-client.ts).
    manifest: true,
    rolldownOptions: {
      // Rolldown's [PLUGIN_TIMINGS] notice (which plugin took the build's time: sass and the
      // precompression, as expected) read as a warning in every `npm start`; timings are for profiling.
      checks: { bundlerTimings: false },
      output: {
        // The catalogue's parts (build/catalogue-parts.ts) are virtual modules: no `_virtual_` in their names.
        // Seven characters of hash rather than eight: the route table, in every public page's code,
        // lists every page's files, and hashes do not compress (70 bytes gzip). Rolldown refuses a
        // hash too short for the number of chunks (7 suffices for 65 chunks and far beyond).
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^_virtual_/, '')}-[hash:7].js`,
        codeSplitting: {
          groups: [
            {
              // The code every public page runs before its own, in one file instead of eight: the
              // entry's static imports (React, React DOM, the router, TanStack Query's client, the
              // frame, i18n), taken with everything they import, and the small modules that the
              // public pages share (the form kit's fields, formatters (pay included, contract §16),
              // the pagination, the query hooks). Each file would cost a request and compress on its
              // own (3.5 KiB gzip less on /offre than eight files, bench/bundle-size.ts); and since
              // TanStack's `subscribable` and the query observer that extends it sit in the same
              // file, no chunk cycle can run the observer first.
              name: 'app',
              test: /src[\\/]app[\\/]providers\.tsx$|node_modules[\\/]react-dom[\\/]client\.js$|src[\\/](components[\\/](form[\\/](TextField|SelectField|FieldShell)|Pagination)|lib[\\/](format|use-document-title|reference-list)|features[\\/]offres[\\/]offre-text)|contract[\\/]src[\\/](paths|offre-format)|@tanstack[\\/](react-query|query-core)[\\/].*(queryOptions|useQuery|useBaseQuery|queryObserver|subscribable|QueryErrorResetBoundary|errorBoundaryUtils|suspense|IsRestoringProvider)/,
            },
            {
              // Small pieces that several lazily loaded pages share (the checkbox, the server's field
              // errors, the progress bar), in one file: each file of its own would add its name to the
              // route table, in the entry that /offre loads (~17 B gzip each, bench/bundle-size.ts),
              // for a few hundred bytes. Nothing here may import what the pages do not all load (a
              // library would come along), nor be imported by /offre's own code.
              name: 'kit',
              test: /src[\\/]components[\\/](ProgressBar|form[\\/](CheckboxField|server-field-errors))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type with user-event in jsdom: seconds on a busy machine, so 5 s is too tight.
    testTimeout: 20_000,
  },
}));
