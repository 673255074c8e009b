import type { Post } from '@station/domain';

export type ChangedField = 'title' | 'category' | 'text' | 'photos';

/** One field that differs between the version an editor read and the post as it is now. */
export interface FieldChange {
  field: ChangedField;
  before: string;
  after: string;
}

const photosOf = (post: Post) => post.imagesUrl.map((image) => image.secure_url).join('\n');

/**
 * What changed between the version read and the current one, field by field, in the order the editor
 * shows them. The text is compared as readers read it (`detail` is the words of the rich text).
 */
export function postChanges(read: Post, now: Post): FieldChange[] {
  const fields: [ChangedField, (post: Post) => string][] = [
    ['title', (post) => post.title],
    ['category', (post) => post.category],
    ['text', (post) => post.detail],
    ['photos', photosOf],
  ];
  return fields.flatMap(([field, of]) =>
    of(read) === of(now) ? [] : [{ field, before: of(read), after: of(now) }],
  );
}
