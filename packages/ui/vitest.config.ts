import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // An MUI dialog opening and closing in jsdom takes seconds when both cores are busy with the other
    // suites, as the apps' component tests allow for.
    testTimeout: 20_000,
  },
});
