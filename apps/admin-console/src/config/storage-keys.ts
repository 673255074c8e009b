/** The console's own browser storage keys (spec §9): the public site never reads them. */
export const CONSOLE_STORAGE_KEYS = {
  /** localStorage: the signed-in administrator's token. */
  adminToken: 'adminToken',
  /** localStorage: the console language the administrator chose. */
  language: 'language',
} as const;
