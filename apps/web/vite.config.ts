import { defineConfig } from 'vitest/config';
import { routePreloads } from './build/route-preloads.ts';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://127.0.0.1:3000';

/** Tests of what a module does when it is first loaded or used: each file gets its own copy. */
const FRESH_MODULE_TESTS = [
  'src/i18n/language-files.test.ts',
  'src/i18n/format.test.ts',
  'src/lib/api/lazy-parse.test.ts',
];

/**
 * The app, React Router, TanStack Query, react-i18next and React Hook Form import React; all of
 * them run on Preact's compatibility layer instead, in the build, the development server and the
 * tests alike (docs/decisions/045-preact.md). Exact names only: `react-router` stays itself.
 */
const onPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's fallback for React 17; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  // Testing Library's `act` when `React.act` is missing, as it is in Preact.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export default defineConfig({
  plugins: [routePreloads(), precompress()],
  resolve: {
    alias: onPreact,
    // Under Vitest, packages resolve as under Node, where React Router's `node` export is
    // CommonJS unless `module-sync` is asked for (Node itself asks for it): its ES modules go
    // through Vite, and so through the aliases.
    ...(process.env.VITEST ? { conditions: ['module-sync'] } : {}),
  },
  // JSX compiles to `react/jsx-runtime` calls, which the aliases above send to Preact.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
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
      onwarn(warning, warn) {
        // "use client" marks where server components end; a single-page app has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        // Preact has no `useOptimistic`; React Router looks for it and does without, as on React 18.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // Zod in one chunk: a page that reads answers or checks a form needs most of it, and
            // split by which screens use which part it came in two or three chunks that
            // compressed worse (docs/decisions/047-lean-sign-in.md). It imports nothing else, so
            // its modules still run in their order.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
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
    alias: [
      // Testing Library's main file is CommonJS, which would require React through Node; its ES
      // module build goes through Vite, and so through the aliases above.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    server: {
      deps: {
        // Libraries that import React are transformed by Vite, and so meet the aliases above,
        // instead of being loaded by Node, which would find React itself.
        inline: [
          /\/node_modules\/(@testing-library\/react|react-router|@tanstack\/react-query|react-i18next|react-hook-form|@hookform\/resolvers)\//,
        ],
      },
    },
    // As the API's: on a loaded 2-core machine, with other steps of `npm test` running beside,
    // a screen test that pages through a list can take more than Vitest's default 5 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: FRESH_MODULE_TESTS,
          // The files share one jsdom and one copy of the modules (decision 041): a file then
          // costs its tests, not a new DOM and the app's modules again (about 1 s each).
          // src/test/setup.ts puts back after every test what a test may change: storage,
          // cookies, the language, timers, a session check started early, Preact's scheduling.
          // Routers are memory routers and query clients are made per render.
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
