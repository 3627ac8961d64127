import { defineConfig } from 'vitest/config';

// Workspace packages are used from source (the `source` export condition), no build needed.
const conditions = ['source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server instances need one shared database: PostgreSQL only (CI's second run sets it).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'],
    // Each test file builds its own app on its own fresh database.
    pool: 'forks',
    testTimeout: 20_000,
    // The AWS SDK's notice that its 2027 releases will need Node 22 says nothing about the tests.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 60_000,
  },
});
