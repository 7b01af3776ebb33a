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

const common = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  env: { NODE_ENV: 'test' },
  // A worker now starts and closes eighty-odd PGlite databases. On Node 24 (V8 13.6) the garbage
  // collection of WebAssembly code can free an import wrapper twice when instances come and go
  // in one process, and the worker dies on "Check failed: jit_page_->allocations_.erase(addr)
  // == 1" (nodejs/node#64500; fixed in V8 by 9b8ca54d5a, not in Node 24). Without wasm code
  // collection the crash does not occur; a worker's dead wasm code is freed with its module.
  execArgv: ['--no-wasm-code-gc'],
};

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
