import { CONSOLE_STORAGE_KEYS } from '~/config/storage-keys';

/** The session token lives under localStorage `adminToken` (spec §4); storage may be unavailable. */
export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(CONSOLE_STORAGE_KEYS.adminToken);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      localStorage.setItem(CONSOLE_STORAGE_KEYS.adminToken, token);
    } catch {
      // Without storage the session lasts until the page closes.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(CONSOLE_STORAGE_KEYS.adminToken);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};
