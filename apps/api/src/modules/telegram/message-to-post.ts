import { CATEGORIES, type Category, FIELD_MAX, type PostFields, postFieldsSchema } from '@station/domain';

const HASHTAG = new RegExp(`(^|\\s)#(${CATEGORIES.join('|')})(?=\\s|$)`, 'iu');

export type MessageReading = { ok: true; fields: PostFields } | { ok: false; reason: string };

/**
 * Turns what an editor typed in Telegram into a post: the first line is the title, the rest the
 * detail, and a hashtag naming a category (#sport, #world, …) files it there instead of under local.
 */
export function messageToPost(text: string): MessageReading {
  const tag = HASHTAG.exec(text);
  const category = (tag?.[2]?.toLowerCase() as Category | undefined) ?? 'local';
  const body = (tag ? text.replace(HASHTAG, '$1') : text).trim();
  if (body === '') return { ok: false, reason: 'the message has no text' };
  const [firstLine = '', ...rest] = body.split('\n');
  const title = firstLine.trim();
  if ([...title].length > FIELD_MAX.title)
    return { ok: false, reason: 'the first line is too long for a title' };
  const detail = rest.join('\n').trim() || title;
  const parsed = postFieldsSchema.safeParse({ title, detail, category });
  if (!parsed.success)
    return { ok: false, reason: parsed.error.issues[0]?.message ?? 'the text is not valid' };
  return { ok: true, fields: parsed.data };
}
