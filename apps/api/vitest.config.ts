import { defineConfig } from 'vitest/config';

// API tests run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set
// (scripts/test.mjs runs both). Each test file gets its own fresh, migrated database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
