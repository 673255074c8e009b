// Types of app-test-config.mjs, which is plain JavaScript so that the apps' Vite configs can load it.
export declare const appTestConfig: {
  environment: 'jsdom';
  globals: boolean;
  setupFiles: string[];
  include: string[];
  css: boolean;
  testTimeout: number;
};
