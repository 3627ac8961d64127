import { defineConfig } from 'vitest/config';

// Workspace packages are used from source (the `source` export condition), no build needed.
const conditions = ['source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
