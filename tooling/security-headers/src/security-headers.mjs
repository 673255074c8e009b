import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const HEADERS_FILE = '_headers';

/** The headers of a `_headers` file (Netlify's format: a path line, then indented `Name: value` lines). */
export function readHeadersFile(file) {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s+\S/.test(line))
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}

/**
 * A Content-Security-Policy for one of the apps: scripts only from the app itself, data only from the
 * API, images from the app, the API (which serves the uploads) and `imageHosts`, frames only from
 * `frameHosts`.
 *
 * Styles keep 'unsafe-inline': MUI (emotion) writes its style elements at run time, and the page
 * server's drawn pages reserve each picture's space with style attributes. A nonce would have to be
 * new in every answer, which a console served as static files cannot do, and a cached drawn page
 * shared between readers would share it. Injected CSS cannot run script (scripts stay 'self'), and
 * every stored text reaches the page escaped.
 */
export function contentSecurityPolicy({ apiUrl, imageHosts = [], frameHosts = [] }) {
  const api = new URL(apiUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', api.origin, ...imageHosts].join(' '),
    `connect-src 'self' ${api.origin}`,
    frameHosts.length > 0 ? `frame-src ${frameHosts.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The browser-side protections of a built app. The policy itself travels in a <meta> tag, which works
 * on any static host; what a meta tag cannot carry (frame-ancestors, HSTS, nosniff, the referrer
 * policy) goes out as headers from `vite preview`, from the `_headers` file written beside the build
 * (read by Netlify and Cloudflare Pages), and from the nginx example in the README.
 */
export function securityHeaders(policy) {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Applies `securityHeaders` to the built app; the dev server is left alone, it needs inline scripts for hot reload. */
export function securityHeadersPlugin(policyFor) {
  let policy = '';
  let outDir = '';
  return {
    name: 'station-security-headers',
    configResolved(config) {
      policy = policyFor(config.mode);
      outDir = resolve(config.root, config.build.outDir);
    },
    // The preview serves what the build decided, whatever the preview's own environment says.
    configurePreviewServer(server) {
      const headers = readHeadersFile(join(outDir, HEADERS_FILE));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.server
          ? []
          : [
              {
                tag: 'meta',
                attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
                injectTo: 'head-prepend',
              },
            ],
    },
    generateBundle() {
      const lines = Object.entries(securityHeaders(policy)).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: `/*\n${lines.join('\n')}\n` });
    },
  };
}
