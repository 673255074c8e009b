import { isIPv4, isIPv6 } from 'node:net';

/** Keeps enough of an address to tell networks apart, never enough to point at a reader. */
export function anonymiseIp(ip: string): string {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped.replace(/\.\d+$/, '.0');
  if (isIPv6(ip)) {
    const expanded = expandIpv6(ip);
    return `${expanded.slice(0, 3).join(':')}::/48`;
  }
  return 'unknown';
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array(Math.max(missing, 0)).fill('0'), ...tailParts].map((part) =>
    part.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
