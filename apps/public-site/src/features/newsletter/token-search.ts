/** The `?token=` of a newsletter link; anything else in the address is dropped. */
export const tokenSearch = (search: Record<string, unknown>): { token: string } => ({
  token: typeof search.token === 'string' ? search.token : '',
});
