import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace packages are used from source (the `source` export condition), no build needed. The
// global setup is loaded by a runner that does not apply the condition: the alias names the source
// for it too, so a fresh clone (no `dist/` built yet) runs the tests.
const conditions = ['source'];
const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { conditions, alias: { '@recrutement/contract': contractSource } },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server instances need one shared database: PostgreSQL only (CI's second run sets it).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'],
    // Migrates and seeds one database for the run; each test file's app gets a copy of it
    // (test/helpers.ts createTestApp), SQLite or PostgreSQL.
    globalSetup: ['test/global-setup.ts'],
    // Each test file builds its own app on its own database, so files run side by side: one per
    // core and one more, since many wait on processes, relays and timers rather than compute.
    pool: 'forks',
    maxWorkers: availableParallelism() + 1,
    // A worker keeps the modules it imported (Fastify, the AWS SDK, the app's code) from one file to
    // the next instead of importing them again: files share no state but what those modules hold,
    // and every test file builds its own app.
    isolate: false,
    // Files share the cores now: a test that takes 5 s alone (the access matrix: hundreds of
    // requests) may take four times that beside others on a busy machine.
    testTimeout: 60_000,
    // The AWS SDK's notice that its 2027 releases will need Node 22 says nothing about the tests.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 60_000,
  },
});
