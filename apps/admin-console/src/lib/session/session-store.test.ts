import type { Admin } from '@station/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionApi } from './session-store';

const admin: Admin = {
  _id: 'a',
  name: 'Hanan',
  email: 'h@station.test',
  role: 'super',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Session calls that answer nothing unless a test says otherwise. */
function sessionApi(parts: Partial<SessionApi> = {}): SessionApi {
  return { verify: vi.fn(), login: vi.fn(), logout: vi.fn(async () => undefined), ...parts };
}

function memoryTokens(initial: string | null) {
  let token = initial;
  return {
    get: () => token,
    set: (value: string) => (token = value),
    clear: () => (token = null),
    peek: () => token,
  };
}

describe('session start-up', () => {
  it('ends loading with no admin when there is no token, without asking the server', async () => {
    const verify = vi.fn();
    const store = createSessionStore(sessionApi({ verify }), memoryTokens(null));
    expect(store.getSnapshot().status).toBe('loading');
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'ready', admin: null });
    expect(verify).not.toHaveBeenCalled();
  });

  it('sets the admin when the stored token verifies', async () => {
    const store = createSessionStore(sessionApi({ verify: async () => admin }), memoryTokens('good'));
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'ready', admin });
  });

  it('removes a token the server refuses and signs out', async () => {
    const tokens = memoryTokens('expired');
    const store = createSessionStore(sessionApi({ verify: () => Promise.reject(new Error('401')) }), tokens);
    await store.start();
    expect(store.getSnapshot().admin).toBeNull();
    expect(tokens.peek()).toBeNull();
  });
});

describe('login and logout', () => {
  it('stores the token on login and clears it on logout, telling subscribers', async () => {
    const tokens = memoryTokens(null);
    const store = createSessionStore(
      sessionApi({ login: async () => ({ ...admin, token: 'fresh' }) }),
      tokens,
    );
    const listener = vi.fn();
    store.subscribe(listener);
    await store.login({ email: admin.email, password: 'secret-pass' });
    expect(tokens.peek()).toBe('fresh');
    expect(store.getSnapshot().admin).toEqual(admin);
    store.logout();
    expect(tokens.peek()).toBeNull();
    expect(store.getSnapshot().admin).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('logging out by hand', () => {
  it('ends the session on the server with the token, then forgets it here at once', async () => {
    const tokens = memoryTokens('good');
    const sentWith: (string | null)[] = [];
    const logout = vi.fn(async () => sentWith.push(tokens.peek()));
    const store = createSessionStore(sessionApi({ verify: async () => admin, logout }), tokens);
    await store.start();
    store.logout();
    expect(sentWith).toEqual(['good']);
    expect(tokens.peek()).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'ready', admin: null });
  });

  it('still signs out here when the server cannot be reached', async () => {
    const tokens = memoryTokens('good');
    const logout = vi.fn(() => Promise.reject(Object.assign(new Error('offline'), { status: 0 })));
    const store = createSessionStore(sessionApi({ verify: async () => admin, logout }), tokens);
    await store.start();
    store.logout();
    await Promise.resolve();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(tokens.peek()).toBeNull();
    expect(store.getSnapshot().admin).toBeNull();
  });

  it('forgets what this browser kept for the admin (unsaved drafts), but not when the server ended the session', async () => {
    const signedOut = vi.fn();
    const store = createSessionStore(sessionApi({ verify: async () => admin }), memoryTokens('good'), {
      signedOut,
    });
    await store.start();
    store.logout(Object.assign(new Error('expired'), { status: 401, code: 'SESSION_EXPIRED' }));
    expect(signedOut).not.toHaveBeenCalled();
    store.logout();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not call the server for a token it has already refused', async () => {
    const logout = vi.fn(async () => undefined);
    const store = createSessionStore(sessionApi({ verify: async () => admin, logout }), memoryTokens('good'));
    await store.start();
    store.logout(Object.assign(new Error('refused'), { status: 401, code: 'SESSION_REVOKED' }));
    expect(logout).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'ready', admin: null, ended: 'revoked' });
  });
});

describe('revalidate', () => {
  it('signs out when the server refuses the token, but keeps the session through a network failure', async () => {
    const tokens = memoryTokens('good');
    const verify = vi.fn().mockResolvedValueOnce(admin).mockRejectedValueOnce(new Error('offline'));
    const store = createSessionStore(sessionApi({ verify }), tokens);
    await store.start();
    await store.revalidate();
    expect(store.getSnapshot().admin).toEqual(admin);
    verify.mockRejectedValueOnce(Object.assign(new Error('Your session has ended.'), { status: 401 }));
    await store.revalidate();
    expect(store.getSnapshot().admin).toBeNull();
    expect(tokens.peek()).toBeNull();
  });
});

describe('sessions the server ended on purpose', () => {
  it.each([
    ['SESSION_REVOKED', 'revoked'],
    ['SESSION_EXPIRED', 'expired'],
  ])('remembers why (%s) so the login page can say so', async (code, reason) => {
    const refusal = Object.assign(new Error('refused'), { status: 401, code });
    const store = createSessionStore(
      sessionApi({ verify: () => Promise.reject(refusal) }),
      memoryTokens('old'),
    );
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'ready', admin: null, ended: reason });
  });

  it('gives no reason for a sign-out by hand', async () => {
    const store = createSessionStore(sessionApi({ verify: async () => admin }), memoryTokens('good'));
    await store.start();
    store.logout();
    expect(store.getSnapshot().ended).toBeUndefined();
  });
});
