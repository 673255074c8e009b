import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a throttle counts an address under: an IPv4 address as it is, an IPv6 address by its
 * /64, since one home or phone is handed a whole /64 and could otherwise try from a fresh address
 * each time (the visit counter's rate limit keys IPv6 the same way).
 */
export function throttleNetwork(ip: string): string {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, without leading zeros or a zone. */
function groups(ip: string): string[] {
  const [address = ''] = ip.split('%');
  const [head = '', tail] = address.split('::');
  // An IPv4 tail (`64:ff9b::192.0.2.1`) fills the last two groups, past the /64 anyway.
  const parts = (text: string) =>
    text ? text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const before = parts(head);
  const after = tail === undefined ? [] : parts(tail);
  const filled = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...filled, ...after].map((group) => Number.parseInt(group, 16).toString(16));
}
