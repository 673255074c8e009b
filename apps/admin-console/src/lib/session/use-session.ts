import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from './session-store';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionContext provider');
  return store;
}

export function useSession() {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
