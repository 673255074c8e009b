// Types of security-headers.mjs, which is plain JavaScript so that the apps' Vite configs can load it.

/** The headers of a `_headers` file (Netlify's format: a path line, then indented `Name: value` lines). */
export declare function readHeadersFile(file: string): Record<string, string>;

/**
 * The slice of Vite's plugin interface used here, spelled out so this file needs no copy of Vite of
 * its own: each app's build hands it to its Vite, which checks it against the real one.
 */
export interface HeadersPlugin {
  name: string;
  configResolved(config: { mode: string; root: string; build: { outDir: string } }): void;
  configurePreviewServer(server: {
    middlewares: {
      use(
        handler: (
          request: unknown,
          response: { setHeader(name: string, value: string): unknown },
          next: () => void,
        ) => void,
      ): unknown;
    };
  }): void;
  transformIndexHtml: {
    order: 'post';
    handler(
      html: string,
      context: { server?: unknown },
    ): { tag: string; attrs: Record<string, string>; injectTo: 'head-prepend' }[];
  };
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }): void;
}

export declare function contentSecurityPolicy(options: {
  apiUrl: string;
  imageHosts?: string[];
  frameHosts?: string[];
}): string;

export declare function securityHeaders(policy: string): Record<string, string>;

export declare function securityHeadersPlugin(policyFor: (mode: string) => string): HeadersPlugin;
