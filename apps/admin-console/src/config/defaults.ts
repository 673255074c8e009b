/** Defaults of the build-time settings, shared by the app (env.ts) and the build (the page's CSP). */
export const DEFAULTS = {
  apiUrl: 'http://localhost:3000/api/',
  publicSiteUrl: 'http://localhost:5173/',
};
