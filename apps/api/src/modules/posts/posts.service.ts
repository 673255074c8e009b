import {
  excerpt,
  FIELD_MAX,
  LIMITS,
  normaliseLineEndings,
  type Post,
  type PostFields,
  postFieldsSchema,
  type UpdatePostInput,
  unknownFieldMessage,
} from '@station/domain';
import type { Db } from '../../db/client';
import { badRequest, conflict, invalidField, invalidFields, notFound } from '../../lib/errors';
import { toFieldIssues } from '../../lib/field-issues';
import type { MultipartBody } from '../../lib/multipart';
import type { PostImages } from '../../storage/post-images';
import { createPostsRepository, type PostRow, toPost } from './posts.repository';

/** Forms and multipart bodies send CRLF; a post is kept with LF only, so an edit never changes its endings. */
function storedText({ title, detail, category }: PostFields): PostFields {
  return { title: normaliseLineEndings(title), detail: normaliseLineEndings(detail), category };
}

/** The names a post's photos come under (`images[]` from forms built by PHP-style clients). */
const IMAGE_FIELDS = new Set(['images', 'images[]']);

export function createPostsService({ db, images }: { db: Db; images: PostImages }) {
  const repo = createPostsRepository(db);
  const answer = (row: PostRow): Post => toPost(row, images.addressOf);
  /** A post as lists and searches carry it: the start of its text, never all of it. */
  const inList = (row: PostRow): Post => ({ ...answer(row), detail: excerpt(row.detail) });

  return {
    /**
     * Excerpts for readers; whole texts only for a signed-in console, whose edit form starts from the
     * listed post (consoles opened before excerpts existed would otherwise save an excerpt over a post).
     */
    async list(
      query: { limit: number; skip: number; category?: PostFields['category'] | undefined },
      whole = false,
    ) {
      const { rows, total } = await repo.list({ ...query, whole });
      return { posts: rows.map(whole ? answer : inList), total };
    },

    async get(id: string): Promise<Post> {
      const row = await repo.findById(id);
      if (!row) throw notFound('The post');
      return answer(row);
    },

    async search(key: string): Promise<Post[]> {
      const typed = key.trim();
      // Nothing to look for is answered like a search that found nothing (contract 8).
      if (typed === '') return [];
      return (await repo.search(typed, LIMITS.searchResultsMax)).map(inList);
    },

    async create(body: MultipartBody): Promise<Post> {
      // Every field the form sent is judged, so one the server does not know is refused, not dropped.
      const parsed = postFieldsSchema.safeParse({ ...body.fields });
      if (!parsed.success) throw invalidFields(toFieldIssues(parsed.error.issues));
      const stray = body.files.find((file) => !IMAGE_FIELDS.has(file.field));
      if (stray) throw invalidField(stray.field, unknownFieldMessage([stray.field]));
      if (body.files.length > FIELD_MAX.imagesPerPost)
        throw badRequest(`A post takes at most ${FIELD_MAX.imagesPerPost} images.`);
      const stored = await images.store(body.files.map((file) => file.data));
      try {
        const row = await repo.insert({ ...storedText(parsed.data), images: stored, source: 'console' });
        if (!row) throw new Error('insert returned nothing');
        return answer(row);
      } catch (error) {
        await images.remove(stored);
        throw error;
      }
    },

    async update(id: string, input: UpdatePostInput): Promise<Post> {
      const fields = storedText(input);
      const row = await repo.update(id, fields, input.updatedAt ? new Date(input.updatedAt) : undefined);
      if (row) return answer(row);
      if (!(await repo.findById(id))) throw notFound('The post');
      throw conflict(
        'Someone else saved this post after you opened it. Reload it and apply your change again.',
      );
    },

    async remove(id: string): Promise<Post> {
      const row = await repo.remove(id);
      if (!row) throw notFound('The post');
      await images.remove(row.images);
      return answer(row);
    },
  };
}
