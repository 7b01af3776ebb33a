import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API tests run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set
 * (scripts/test.mjs runs both). Each test file gets its own fresh, migrated database
 * (test/helpers/database.ts) and its own app (test/helpers/app.ts).
 *
 * The files share one worker's modules (`isolate: false`, decision 041): importing the app's
 * module graph again for every file was a third of the suite's time. What a file leaves in module
 * state is process-wide by design (the password hashing limiter, the serializers' caches) and each
 * app sets it again when it is built. Files that replace a module with `vi.mock` need a module
 * graph of their own, so they run isolated.
 */
const MOCKS_MODULES = ['test/security/login-throttle.test.ts'];

const common = { testTimeout: 20_000, hookTimeout: 60_000, env: { NODE_ENV: 'test' } };

export default defineConfig({
  test: {
    // Once for both projects: the template database every file copies.
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES],
          isolate: false,
        },
      },
      { test: { ...common, name: 'isolated', include: MOCKS_MODULES } },
    ],
  },
});
