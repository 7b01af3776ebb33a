import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The product's words for zod's own checks, as the API and the web app install them.
    setupFiles: ['./src/test-setup.ts'],
  },
});
