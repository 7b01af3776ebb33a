import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://127.0.0.1:3000';

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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // As the API's: on a loaded 2-core machine, with other steps of `npm test` running beside,
    // a screen test that pages through a list can take more than Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
