import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, unsupportedMedia } from '../lib/errors';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = new Set(['utf-8', 'utf8']);

/**
 * JSON bodies read as bytes and refused when they are not UTF-8 (the framework would turn each bad
 * byte into U+FFFD and store it), with a sentence that says which of three things is wrong: the
 * charset, the bytes, or a key (`__proto__`, `constructor.prototype`) that could reach an object's
 * prototype. Everything else is the framework's own parser, so its limits and messages stay.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
      if (charset !== undefined && !UTF8.has(charset))
        return done(unsupportedMedia('Send JSON as UTF-8 (charset=utf-8); no other character set is read.'));
      const bytes = body as Buffer;
      if (!isUtf8(bytes))
        return done(badRequest('The request body is not valid UTF-8 text; send it as UTF-8.'));
      const text = bytes.toString('utf8');
      parse(request, text, (error, value) => {
        if (error && isPlainJson(text))
          return done(
            badRequest(
              'The request body names __proto__ or constructor.prototype, which no field may be called.',
            ),
          );
        done(error, value);
      });
    });
  },
  { name: 'json-body' },
);

/** The framework's parser refused the text; plain JSON.parse taking it means only a forbidden key did. */
function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
