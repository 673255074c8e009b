import type { Plugin } from 'vite';
import { DEFAULTS } from '../src/config/defaults.ts';

/**
 * Opens the connections to the API while the scripts download: every page's data and its pictures
 * come from there, and the handshake would otherwise wait for the first call. Two, because data calls
 * are CORS requests without credentials and images are not, and a browser keeps those apart.
 */
export function preconnectToApi(envFor: (mode: string) => Record<string, string | undefined>): Plugin {
  let origin = '';
  return {
    name: 'station:preconnect-api',
    configResolved(config) {
      origin = new URL(envFor(config.mode).VITE_API_URL || DEFAULTS.apiUrl).origin;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
      ];
    },
  };
}
