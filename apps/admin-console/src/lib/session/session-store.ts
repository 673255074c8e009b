import type { Admin, LoginInput } from '@station/domain';

/** Why the server ended a session on purpose (contract 5); the login page tells the admin. */
export type EndReason = 'revoked' | 'expired';

export interface SessionState {
  status: 'loading' | 'ready';
  admin: Admin | null;
  ended?: EndReason;
}

const END_REASONS: Record<string, EndReason> = { SESSION_REVOKED: 'revoked', SESSION_EXPIRED: 'expired' };

/** How long the server's answer at start stands in for the first guarded page's own asking. */
const START_ANSWER_MS = 10_000;

/** The reason a refused token was refused, when the server ended it on purpose. */
export function endReasonOf(error: unknown): EndReason | undefined {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  return status === 401 && code ? END_REASONS[code] : undefined;
}

export interface SessionApi {
  verify(): Promise<Admin>;
  login(input: LoginInput): Promise<Admin & { token: string }>;
  /** Ends the session on the server; the stored token is read as the call starts. */
  logout(): Promise<unknown>;
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * The signed-in administrator, readable by React (subscribe/getSnapshot) and by route guards alike.
 * Start-up follows spec §4: no token → no admin; a token the server refuses is removed.
 */
export function createSessionStore(
  api: SessionApi,
  tokens: TokenStore,
  /** What this browser keeps for the admin beyond the token (unsaved drafts), dropped at sign-out by hand. */
  { signedOut }: { signedOut?: () => void } = {},
) {
  let state: SessionState = { status: 'loading', admin: null };
  const listeners = new Set<() => void>();
  let started: Promise<void> | undefined;
  /** When the answer at start came, until a guarded page has taken it. */
  let startAnswerAt: number | undefined;

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function end(error?: unknown) {
    tokens.clear();
    const ended = endReasonOf(error);
    set(ended ? { status: 'ready', admin: null, ended } : { status: 'ready', admin: null });
  }

  async function verify(): Promise<void> {
    if (!tokens.get()) return set({ status: 'ready', admin: null });
    try {
      set({ status: 'ready', admin: await api.verify() });
    } catch (error) {
      end(error);
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once the stored token has been checked; safe to call from every guard. */
    start(): Promise<void> {
      started ??= verify().then(() => {
        startAnswerAt = Date.now();
      });
      return started;
    },
    /**
     * True once, for the first guarded page opened just after start: the server has only now answered
     * for this token, and asking again would hold that page a round trip longer on a slow network.
     */
    takeStartAnswer(): boolean {
      const fresh = startAnswerAt !== undefined && Date.now() - startAnswerAt < START_ANSWER_MS;
      startAnswerAt = undefined;
      return fresh;
    },
    async login(input: LoginInput): Promise<Admin> {
      const { token, ...admin } = await api.login(input);
      tokens.set(token);
      set({ status: 'ready', admin });
      return admin;
    },
    /** After a password change the caller gets a fresh token; older ones no longer work. */
    replaceToken(token: string) {
      tokens.set(token);
    },
    refresh: verify,
    /** The admin as the server answered after changing them (their language, say), without a round trip. */
    updateAdmin(admin: Admin) {
      if (state.admin) set({ ...state, admin });
    },
    /**
     * Asks the server again before a guarded page opens, so a password reset or a demotion made by
     * someone else counts at once. Only a refusal signs out; a failed network keeps the session.
     */
    async revalidate(): Promise<void> {
      if (!tokens.get()) return set({ status: 'ready', admin: null });
      try {
        set({ status: 'ready', admin: await api.verify() });
      } catch (error) {
        if ((error as { status?: number }).status === 401) end(error);
      }
    },
    /**
     * A 401 met by any call passes its error along: that token is dead already, so only this browser
     * forgets it. Signing out by hand gives no reason and ends the session on the server first (every
     * copy of the token stops working), then here at once: the call has its token before it is
     * forgotten, and a failed call (offline, server down) still signs out locally. Only a sign-out by
     * hand drops what was kept for the admin: after an expiry they sign in again and find their text.
     */
    logout(error?: unknown) {
      if (error === undefined && tokens.get()) api.logout().catch(() => undefined);
      if (error === undefined) signedOut?.();
      end(error);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
