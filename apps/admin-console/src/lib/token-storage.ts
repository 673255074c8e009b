import { STORAGE_KEYS } from '@station/domain/constants';

/** The session token lives under localStorage `adminToken` (spec §4); storage may be unavailable. */
export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS.adminToken);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      localStorage.setItem(STORAGE_KEYS.adminToken, token);
    } catch {
      // Without storage the session lasts until the page closes.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.adminToken);
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
};
