import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_FORM_MAX_AGE_MS, CONTACT_MIN_FILL_MS } from '@station/domain';

/** `<issued at, ms>.<nonce>.<signature>`: digits, then base64url of 12 and of 32 bytes. */
const TOKEN = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export type FormTokenCheck =
  | { ok: true; nonce: string }
  | { ok: false; problem: 'forged' | 'too-young' | 'too-old' };

/**
 * The contact form's token: the server's own time of handing the form out, signed, so a script can
 * neither claim it took its time nor date a token back. The key is derived from JWT_SECRET, which
 * every instance shares, under a label of its own so a token is never mistaken for anything else.
 */
export function createFormTokens(secret: string) {
  const key = createHmac('sha256', secret).update('station contact form token').digest();
  const signature = (issuedAt: string, nonce: string) =>
    createHmac('sha256', key).update(`${issuedAt}.${nonce}`).digest();

  return {
    issue(now = Date.now()): string {
      const issuedAt = String(Math.trunc(now)).padStart(13, '0');
      const nonce = randomBytes(12).toString('base64url');
      return `${issuedAt}.${nonce}.${signature(issuedAt, nonce).toString('base64url')}`;
    },

    check(token: string, now = Date.now()): FormTokenCheck {
      const parts = TOKEN.exec(token);
      if (!parts) return { ok: false, problem: 'forged' };
      const [, issuedAt = '', nonce = '', signed = ''] = parts;
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(issuedAt, nonce);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, problem: 'forged' };
      const age = now - Number(issuedAt);
      if (age > CONTACT_FORM_MAX_AGE_MS) return { ok: false, problem: 'too-old' };
      if (age < CONTACT_MIN_FILL_MS) return { ok: false, problem: 'too-young' };
      return { ok: true, nonce };
    },
  };
}
