import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: the contract's, the server's and the web client's tests in one run, so that one pool of
 * workers serves them all: a web file computes while a server file waits on a process or a timer.
 * Each project keeps its own configuration (apps/api/vitest.config.ts, apps/web/vite.config.ts);
 * `npm test -w <workspace>` and `npm run test:api` still run one alone.
 */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // One file per core and one more: many server files wait rather than compute.
    maxWorkers: availableParallelism() + 1,
  },
});
