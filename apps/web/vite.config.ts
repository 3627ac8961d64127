import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  plugins: [react()],
  // The file field checks sizes against the same MAX_UPLOAD_MB the server is given (default: the contract's).
  define: { 'import.meta.env.VITE_MAX_UPLOAD_MB': JSON.stringify(process.env.MAX_UPLOAD_MB ?? '') },
  resolve: { conditions: ['source'] },
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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type with user-event in jsdom: seconds on a busy machine, so 5 s is too tight.
    testTimeout: 20_000,
  },
});
