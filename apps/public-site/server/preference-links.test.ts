import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerPreferenceLink } from './preference-links';

/** The status and headers an answer was written with. */
function answered(address: string, secureCookies: boolean) {
  let head: { status: number; headers: Record<string, string> } | undefined;
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      head = { status, headers };
      return this;
    },
    end() {
      return this;
    },
  } as unknown as ServerResponse;
  answerPreferenceLink(new URL(address, 'http://station.local'), response, {}, { secureCookies });
  return head;
}

describe('answerPreferenceLink', () => {
  it.each(['/language?set=am&back=/articles', '/data-saver?set=on&back=/articles'])(
    'marks the cookie of %s Secure on a site served over https, and not over plain http',
    (address) => {
      const overHttps = answered(address, true)?.headers['set-cookie'];
      expect(overHttps).toMatch(/; samesite=lax; secure$/);
      expect(answered(address, false)?.headers['set-cookie']).not.toMatch(/secure/i);
      expect(answered(address, true)?.headers.location).toBe('/articles');
    },
  );
});
