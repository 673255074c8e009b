/**
 * The `?token=` of a newsletter link, kept as it is (an address the check would rewrite cannot be drawn
 * on the server); anything else in the address is dropped.
 */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' ? { token: search.token } : {};
