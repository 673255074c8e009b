import {
  BODY_TOO_LONG,
  FIELD_MAX,
  NEWSROOM_MAX,
  normaliseLineEndings,
  type PostFields,
} from '@station/domain';
import type { StoredImage } from '../../db/schema/index';
import { invalidField } from '../../lib/errors';
import { sanitizeBody } from '../../lib/rich-text';

/**
 * The text fields as stored: LF line endings; with rich text, the sanitised markup and `detail` made
 * from its words, so search, excerpts and share descriptions never read markup. The limit on the body
 * holds for what is stored: escaping and closing tags can make the markup longer than what was sent.
 * Undefined when the markup to store is longer than `maxLength`.
 */
export async function storedTextWithin(
  { title, detail, category, body }: Pick<PostFields, 'title' | 'detail' | 'category' | 'body'>,
  photoIds: ReadonlySet<string>,
  maxLength: number,
) {
  const clean =
    body === undefined || body.trim() === '' ? null : await sanitizeBody(body, { photoIds, maxLength });
  if (clean === undefined) return undefined;
  const text = clean?.markup ? clean.text : normaliseLineEndings(detail);
  return {
    title: normaliseLineEndings(title),
    detail: (text || normaliseLineEndings(detail)).slice(0, FIELD_MAX.detail),
    category,
    body: clean ? clean.markup : null,
  };
}

/** The text fields of a save, which refuses a body over the limit. */
export async function storedText(
  fields: Pick<PostFields, 'title' | 'detail' | 'category' | 'body'>,
  photoIds: ReadonlySet<string>,
) {
  const text = await storedTextWithin(fields, photoIds, NEWSROOM_MAX.body);
  if (!text) throw invalidField('body', BODY_TOO_LONG);
  return text;
}

export const photoIdsOf = (images: readonly StoredImage[]) =>
  new Set(images.flatMap((image) => (image.key ? [image.key] : [])));
