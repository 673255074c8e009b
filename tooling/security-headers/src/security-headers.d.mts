// Types of security-headers.mjs, which is plain JavaScript like the other tooling packages.

/** The origin of an address naming another site, or undefined for a path on the app's own origin. */
export declare function crossOrigin(address: string): string | undefined;

export declare function contentSecurityPolicy(options: {
  apiUrl: string;
  imageHosts?: string[];
  frameHosts?: string[];
}): string;

/** The origins of a comma-separated list of absolute addresses; throws naming an entry that is not one. */
export declare function originsOf(list: string | undefined): string[];

export declare function securityHeaders(
  policy: string,
  options?: { isolateOpener?: boolean },
): Record<string, string>;
