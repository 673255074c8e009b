/** A token older than this is renewed on the next sign of work; it lasts 12 hours. */
export const RENEW_AFTER_MS = 60 * 60 * 1000;

/** When the token was issued (ms), read from its payload; undefined when it cannot be read. */
export function issuedAt(token: string | null): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof claims.iat === 'number' ? claims.iat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an editor at work signed in: on a key press or a click, a token older than an hour is swapped
 * for a fresh one (at most one request at a time). The server checks the session as for any call, so
 * a changed password or a removed account still ends it. An idle console is left to expire.
 */
export function keepSessionAlive({
  target,
  getToken,
  refresh,
  replaceToken,
  now = Date.now,
}: {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  getToken: () => string | null;
  refresh: () => Promise<{ token: string }>;
  replaceToken: (token: string) => void;
  now?: () => number;
}): () => void {
  let renewing = false;
  const onActivity = () => {
    const issued = issuedAt(getToken());
    if (renewing || issued === undefined || now() - issued < RENEW_AFTER_MS) return;
    renewing = true;
    refresh()
      .then(({ token }) => replaceToken(token))
      // A refused renewal means the session has ended; the next call says so and signs out.
      .catch(() => undefined)
      .finally(() => {
        renewing = false;
      });
  };
  target.addEventListener('keydown', onActivity);
  target.addEventListener('pointerdown', onActivity);
  return () => {
    target.removeEventListener('keydown', onActivity);
    target.removeEventListener('pointerdown', onActivity);
  };
}
