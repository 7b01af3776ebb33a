import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://127.0.0.1:3000';

/** Tests of what a module does when it is first loaded: each file gets its own copy. */
const FRESH_MODULE_TESTS = ['src/i18n/language-files.test.ts'];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // The API (and its development mail viewer) run beside Vite in development.
    proxy: {
      '^/api(/|$)': { target: apiServer, changeOrigin: false },
      '^/dev(/|$)': { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // `@fairchance/shared` is pure (no I/O, no globals): let the bundler drop the schemas a
        // chunk does not use, so the public home does not carry every form's validation.
        moduleSideEffects: (id: string) =>
          id.includes('/packages/shared/src/') && !id.endsWith('.css') ? false : undefined,
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // As the API's: on a loaded 2-core machine, with other steps of `npm test` running beside,
    // a screen test that pages through a list can take more than Vitest's default 5 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULE_TESTS,
          // The files share one jsdom and one copy of the modules (decision 041): a file then
          // costs its tests, not a new DOM and the app's modules again (about 1 s each).
          // src/test/setup.ts puts back before every test what a test may change: storage,
          // cookies, the language, the address, timers, the nav badges.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'web (fresh modules)', include: FRESH_MODULE_TESTS },
      },
    ],
  },
});
