import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LIFETIME_MS, PREVIEW_TOKEN_MAX } from '@station/domain';

/**
 * `<post id>.<session id>.<token version>.<expiry, s>.<signature>`: fixed character classes that never
 * include the dot, so matching is linear in the length, which is checked first anyway.
 */
const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,9})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

/** Whose preview a token is: the post, and the sign-in (and its password's version) that asked. */
export interface PreviewClaims {
  postId: string;
  sid: string;
  ver: number;
}

export type PreviewCheck = ({ ok: true } & PreviewClaims) | { ok: false; problem: 'forged' | 'expired' };

/**
 * Preview links: signed with a key derived from JWT_SECRET under a label of its own, so a preview token
 * is never taken for a session or a form token, and every instance checks what another made.
 */
export function createPreviewTokens(secret: string) {
  const key = createHmac('sha256', secret).update('station draft preview token').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue({ postId, sid, ver }: PreviewClaims, now = Date.now()) {
      const expiresAt = new Date(Math.ceil((now + PREVIEW_LIFETIME_MS) / 1000) * 1000);
      const payload = `${postId.toLowerCase()}.${sid.toLowerCase()}.${ver}.${expiresAt.getTime() / 1000}`;
      return { token: `${payload}.${signature(payload).toString('base64url')}`, expiresAt };
    },

    check(token: string, now = Date.now()): PreviewCheck {
      const parts = token.length <= PREVIEW_TOKEN_MAX ? TOKEN.exec(token) : null;
      if (!parts) return { ok: false, problem: 'forged' };
      const [, postId = '', sid = '', ver = '', expires = '', signed = ''] = parts;
      const given = Buffer.from(signed, 'base64url');
      const expected = signature(`${postId}.${sid}.${ver}.${expires}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, problem: 'forged' };
      if (Number(expires) * 1000 <= now) return { ok: false, problem: 'expired' };
      return { ok: true, postId, sid, ver: Number(ver) };
    },
  };
}
