import {
  FIELD_MAX,
  NEWSROOM_MAX,
  type PostStatus,
  postFieldsSchema,
  slugify,
  type UpdatePostInput,
  unknownFieldMessage,
} from '@station/domain';
import { badRequest, invalidField, invalidFields } from '../../lib/errors';
import { toFieldIssues } from '../../lib/field-issues';
import type { MultipartBody } from '../../lib/multipart';
import { mayPublish } from '../../plugins/auth';
import type { Pictures } from '../../storage/pictures';
import { type CoverShare, withCoverShare } from './cover-share';
import type { PostAnswers } from './post-answers';
import { editedNow, isLive, type PostChange, type PostSaving, readersSee, type Writer } from './post-saving';
import { photoIdsOf, storedText, storedTextWithin } from './post-text';
import { type PostRow, type PostsRepository, statusOf } from './posts.repository';
import { IMAGE_FIELDS } from './posts-photos.service';

function changedFields(before: PostRow, after: Partial<PostRow>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const fields = ['title', 'detail', 'category', 'body', 'slug'] as const;
  const changed = fields.filter((field) => field in after && after[field] !== before[field]);
  if (changed.length > 0) changes.fields = changed;
  // The short fields read old → new; the texts only by name.
  for (const field of ['title', 'category', 'slug'] as const)
    if (changed.includes(field)) changes[field] = { before: before[field], after: after[field] };
  return changes;
}

interface EditingParts {
  repo: PostsRepository;
  images: Pictures;
  answers: PostAnswers;
  saving: PostSaving;
}

/** Writing a post's text: a new post, an edit, and the pass that cleans stored bodies again. */
export function createPostsEditing({ repo, images, answers: { answer }, saving }: EditingParts) {
  return {
    async create(admin: Writer, body: MultipartBody): Promise<PostChange> {
      // Every field the form sent is judged, so one the server does not know is refused, not dropped.
      const parsed = postFieldsSchema.safeParse({ ...body.fields });
      if (!parsed.success) throw invalidFields(toFieldIssues(parsed.error.issues));
      const stray = body.files.find((file) => !IMAGE_FIELDS.has(file.field));
      if (stray) throw invalidField(stray.field, unknownFieldMessage([stray.field]));
      if (body.files.length > FIELD_MAX.imagesPerPost)
        throw badRequest(`A post takes at most ${FIELD_MAX.imagesPerPost} images.`);
      // Older consoles send no intent and expect the post live; a writer without the right files it for review.
      const intent = parsed.data.intent ?? 'publish';
      const status: PostStatus = intent === 'publish' ? (mayPublish(admin) ? 'published' : 'review') : intent;
      const stored = await images.store(body.files.map((file) => file.data));
      let covered: CoverShare = { images: stored, stale: [], made: [] };
      try {
        covered = await withCoverShare(stored, images);
        const text = await storedText(parsed.data, photoIdsOf(stored));
        const now = new Date();
        const row = await repo.insert({
          ...text,
          slug: slugify(parsed.data.slug || text.title),
          images: covered.images,
          source: 'console',
          status: status === 'published' ? 'published' : status === 'review' ? 'review' : 'draft',
          publishAt: status === 'published' ? now : null,
          wentLiveAt: status === 'published' ? now : null,
          authorId: admin.id,
          authorName: admin.name,
          authorKind: 'admin',
        });
        if (!row) throw new Error('insert returned nothing');
        return {
          post: answer(row),
          public: readersSee(row),
          audit: {
            kind: 'post',
            action: 'created',
            targetId: row.id,
            targetLabel: row.title,
            changes: { status: { before: null, after: statusOf(row) } },
          },
        };
      } catch (error) {
        await images.remove([...stored, ...covered.made]);
        throw error;
      }
    },

    async update(admin: Writer, id: string, input: UpdatePostInput): Promise<PostChange> {
      const row = await saving.editableRow(admin, id);
      const text = await storedText(input, photoIdsOf(row.images));
      const live = isLive(row);
      const values: Partial<PostRow> = {
        ...text,
        // A post not yet public follows its title; a public one keeps its address (old ones still redirect).
        slug: input.slug ? slugify(input.slug) : live ? row.slug || slugify(text.title) : slugify(text.title),
        ...editedNow(row),
      };
      const saved = await saving.save(admin, row, values, input.updatedAt);
      return {
        post: answer(saved),
        public: readersSee(row) || readersSee(saved),
        audit: {
          kind: 'post',
          action: 'updated',
          targetId: id,
          targetLabel: saved.title,
          changes: changedFields(row, values),
        },
      };
    },

    /**
     * Passes the stored bodies of the next `limit` posts after the post `after` (by id) through the
     * current sanitiser, with each post's own photos, as a save does. Only a post whose markup or text
     * changes is written. A body stored before the limit was checked on markup may clean to more than
     * the limit: it is kept whole (its editor is asked to shorten it on the next save) as long as it is
     * no longer than it was; one that escaping would make longer still is left as it was.
     */
    async resanitiseAfter(after: string | undefined, limit: number) {
      const rows = await repo.bodiesAfter(after, limit);
      const pass = { last: rows.at(-1)?.id, done: rows.length < limit, rewritten: 0, public: false };
      const overLimit: string[] = [];
      const leftAsItWas: string[] = [];
      for (const row of rows) {
        const stored = row.body ?? '';
        const text = await storedTextWithin(
          { ...row, body: stored },
          photoIdsOf(row.images),
          Math.max(NEWSROOM_MAX.body, stored.length),
        );
        if (!text) {
          leftAsItWas.push(row.id);
          continue;
        }
        if ((text.body?.length ?? 0) > NEWSROOM_MAX.body) overLimit.push(row.id);
        if (text.body === row.body && text.detail === row.detail) continue;
        // A save since the read went through the current sanitiser already.
        if (!(await repo.rewriteBody(row.id, { body: text.body, detail: text.detail }, row.updatedAt)))
          continue;
        pass.rewritten += 1;
        pass.public ||= readersSee(row);
      }
      return { ...pass, overLimit, leftAsItWas };
    },
  };
}
