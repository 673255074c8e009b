import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: every hop, the last N hops, or the proxies named. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for whole ranges, accepted as written. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A netmask (`10.0.0.0/255.0.0.0`) is accepted by proxy-addr for IPv4 too.
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `true`/`false`, a hop count (`2` = the two proxies in front), or a comma list of
 * addresses, CIDRs or proxy-addr's range names. Anything else is refused here, at start-up, rather than
 * by the router on the first request.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  if (value === undefined || value === 'false') return { value: false };
  if (value === 'true') return { value: true };
  if (/^\d+$/.test(value)) return { value: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return { value: entries };
  return {
    problem: `TRUST_PROXY must be true, a hop count, or a comma list of addresses/CIDRs (not ${JSON.stringify(bad.join(','))})`,
  };
}

/**
 * The setting as Fastify takes it. Fastify treats a bare number as "trust nothing" (a client that
 * reaches the API directly could otherwise forge its address), so a hop count is handed over as the
 * rule it means: the N nearest hops are proxies, whatever their address.
 */
export function trustProxyOption(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
