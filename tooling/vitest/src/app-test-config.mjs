// @ts-check
/** How both apps run their component tests: Testing Library on jsdom, whole routes rendered. */
export const appTestConfig = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['./src/testing/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  css: false,
  // Rendering whole routes in jsdom takes seconds when both cores are busy with the other suites.
  testTimeout: 20_000,
};
