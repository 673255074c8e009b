import {
  BODY_TOO_LONG,
  type BulkInput,
  excerpt,
  FIELD_MAX,
  fromFirstMatch,
  LIMITS,
  type ManagePostsQuery,
  NEWSROOM_MAX,
  normaliseLineEndings,
  type PhotosInput,
  POST_CHANGED,
  POST_VERSION_HEADER,
  type Post,
  type PostFields,
  type PostStatus,
  postFieldsSchema,
  searchStems,
  slugify,
  TRASH_DAYS,
  type UpdatePostInput,
  unknownFieldMessage,
} from '@station/domain';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema/index';
import { utcDayOffset } from '../../lib/day';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  invalidField,
  invalidFields,
  notFound,
} from '../../lib/errors';
import { toFieldIssues } from '../../lib/field-issues';
import type { MultipartBody } from '../../lib/multipart';
import { withPhotos } from '../../lib/photo-figures';
import { sanitizeBody } from '../../lib/rich-text';
import { mayPublish, type SessionAdmin } from '../../plugins/auth';
import type { Pictures } from '../../storage/pictures';
import type { AuditEntry } from '../audit/index';
import { type CoverShare, withCoverShare } from './cover-share';
import { createPostsRepository, type PostRow, statusOf, toPost } from './posts.repository';

/** The names a post's photos come under (`images[]` from forms built by PHP-style clients). */
const IMAGE_FIELDS = new Set(['images', 'images[]']);
const DAY_MS = 86_400_000;

const NEEDS_RIGHT = 'You may not publish: submit the post for review, and an editor who may publish will.';
const IN_TRASH = 'This post is in the trash. Restore it first.';
const STALE = 'Someone else saved this post after you opened it. Reload it and apply your change again.';
const CHANGED_SINCE_READ =
  'This post was changed after you opened it. Read the changes, then publish the version you have read.';

/** A changed post, what the audit trail keeps of the change, and whether readers could see it. */
export interface PostChange {
  post: Post;
  audit: AuditEntry;
  /** The post was public before or after: the public caches and the content version must move. */
  public: boolean;
}

type Writer = Pick<SessionAdmin, 'id' | 'name' | 'role' | 'canPublish'>;

/**
 * The text fields as stored: LF line endings; with rich text, the sanitised markup and `detail` made
 * from its words, so search, excerpts and share descriptions never read markup. The limit on the body
 * holds for what is stored: escaping and closing tags can make the markup longer than what was sent.
 * Undefined when the markup to store is longer than `maxLength`.
 */
async function storedTextWithin(
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
async function storedText(
  fields: Pick<PostFields, 'title' | 'detail' | 'category' | 'body'>,
  photoIds: ReadonlySet<string>,
) {
  const text = await storedTextWithin(fields, photoIds, NEWSROOM_MAX.body);
  if (!text) throw invalidField('body', BODY_TOO_LONG);
  return text;
}

const photoIdsOf = (images: readonly StoredImage[]) =>
  new Set(images.flatMap((image) => (image.key ? [image.key] : [])));

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

export function createPostsService({ db, images }: { db: Db; images: Pictures }) {
  const repo = createPostsRepository(db);
  const answer = (row: PostRow): Post => {
    const post = toPost(row, images.addressOf, images.srcsetOf);
    if (!post.body) return post;
    const byKey = new Map(row.images.flatMap((image) => (image.key ? [[image.key, image] as const] : [])));
    return {
      ...post,
      body: withPhotos(post.body, (id) => {
        const image = byKey.get(id);
        return image
          ? {
              src: images.addressOf(image),
              srcset: images.srcsetOf(image),
              alt: image.alt ?? '',
              caption: image.caption ?? '',
            }
          : undefined;
      }),
    };
  };
  /** A post as lists and searches carry it: the start of its text, never all of it, and no markup. */
  const inList = (row: PostRow): Post => ({
    ...toPost(row, images.addressOf, images.srcsetOf),
    detail: excerpt(row.detail),
    body: null,
  });

  async function existingRow(id: string): Promise<PostRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound('The post');
    return row;
  }

  /**
   * Applies a change unless someone saved in between, when the writer said what they had read. One
   * without the right to publish is always held to `row`, the version their rights were judged on: a
   * publish landing between that read and this write must not let their change reach a live post.
   */
  async function save(
    admin: Writer,
    row: PostRow,
    values: Partial<PostRow>,
    expectedUpdatedAt?: string,
    stale: (current: PostRow) => AppError = () => conflict(STALE),
  ) {
    const pinned = expectedUpdatedAt ? new Date(expectedUpdatedAt) : undefined;
    const saved = await repo.update(
      row.id,
      values,
      pinned ?? (mayPublish(admin) ? undefined : row.updatedAt),
    );
    if (saved) return saved;
    const current = await repo.findById(row.id);
    if (!current) throw notFound('The post');
    // Moved to the trash in between: the same answer as an edit that comes after it.
    if (current.trashedAt && !row.trashedAt) throw new AppError(404, IN_TRASH, 'NOT_FOUND');
    throw stale(current);
  }

  /** Publishing pins the version the editor read; the answer names the version to read now. */
  const changedSinceRead = (current: PostRow) =>
    new AppError(409, CHANGED_SINCE_READ, POST_CHANGED, {
      [POST_VERSION_HEADER]: current.updatedAt.toISOString(),
    });

  const statusChange = (row: PostRow, saved: PostRow, action: string): PostChange => ({
    post: answer(saved),
    public: readersSee(row) || readersSee(saved),
    audit: {
      kind: 'post',
      action,
      targetId: saved.id,
      targetLabel: saved.title,
      changes: { status: { before: statusOf(row), after: statusOf(saved) } },
    },
  });

  /** Whether changing this post needs the right to publish: it is public, or about to be. */
  const isPublicFacing = (row: PostRow) => row.status === 'published' && !row.trashedAt;
  const isLive = (row: PostRow) =>
    row.status === 'published' && row.publishAt !== null && row.publishAt <= new Date();
  /** Whether readers see the post now: live and not in the trash. */
  const readersSee = (row: PostRow) => isLive(row) && !row.trashedAt;
  /** A change to a live article shows as "Updated" on it. */
  const editedNow = (row: PostRow): Partial<PostRow> => (isLive(row) ? { editedAt: new Date() } : {});

  /** The post, if this writer may change it: not in the trash, and a public one only with the right. */
  async function editableRow(admin: Writer, id: string): Promise<PostRow> {
    const row = await existingRow(id);
    // Older consoles took a delete as final (SECURITY.md F-c: an edit after a delete is 404).
    if (row.trashedAt) throw new AppError(404, IN_TRASH, 'NOT_FOUND');
    if (isPublicFacing(row) && !mayPublish(admin))
      throw forbidden('You may not change a published post: ask an editor who may publish.');
    return row;
  }

  const photoChange = (row: PostRow, saved: PostRow, changes: Record<string, unknown>): PostChange => ({
    post: answer(saved),
    public: readersSee(row) || readersSee(saved),
    audit: { kind: 'post', action: 'photos', targetId: saved.id, targetLabel: saved.title, changes },
  });

  const transitions = {
    async submit(admin: Writer, id: string): Promise<PostChange> {
      const row = await existingRow(id);
      if (row.trashedAt) throw conflict(IN_TRASH);
      if (row.status === 'published') throw conflict('This post is already published.');
      return statusChange(row, await save(admin, row, { status: 'review' }), 'submitted');
    },

    /** Now, or at `publishAt` when it is in the future (a schedule). */
    async publish(
      admin: Writer,
      id: string,
      input: { publishAt?: string | undefined; updatedAt?: string | undefined } = {},
    ) {
      const row = await existingRow(id);
      if (!mayPublish(admin)) throw forbidden(NEEDS_RIGHT);
      if (row.trashedAt) throw conflict(IN_TRASH);
      const now = new Date();
      const at = input.publishAt ? new Date(input.publishAt) : now;
      const scheduled = at > now;
      const saved = await save(
        admin,
        row,
        {
          status: 'published',
          publishAt: scheduled ? at : now,
          // What must happen at the moment of going live runs now for a post published now; a
          // scheduled post is claimed by the go-live tick when its time comes.
          wentLiveAt: scheduled ? null : now,
        },
        input.updatedAt,
        changedSinceRead,
      );
      return statusChange(row, saved, scheduled ? 'scheduled' : 'published');
    },

    async unpublish(admin: Writer, id: string): Promise<PostChange> {
      const row = await existingRow(id);
      if (!mayPublish(admin)) throw forbidden('You may not unpublish posts.');
      if (row.trashedAt) throw conflict(IN_TRASH);
      if (row.status !== 'published') throw conflict('This post is not published.');
      return statusChange(
        row,
        await save(admin, row, { status: 'draft', publishAt: null, wentLiveAt: null }),
        'unpublished',
      );
    },

    async trash(admin: Writer, id: string): Promise<PostChange> {
      const row = await existingRow(id);
      if (row.trashedAt) throw conflict('This post is already in the trash.');
      if (isPublicFacing(row) && !mayPublish(admin)) throw forbidden('You may not remove a published post.');
      return statusChange(row, await save(admin, row, { trashedAt: new Date() }), 'trashed');
    },

    /** Back from the trash as a draft: nothing goes public again without someone publishing it. */
    async restore(admin: Writer, id: string): Promise<PostChange> {
      const row = await existingRow(id);
      if (!row.trashedAt) throw conflict('This post is not in the trash.');
      return statusChange(
        row,
        await save(admin, row, { trashedAt: null, status: 'draft', publishAt: null, wentLiveAt: null }),
        'restored',
      );
    },
  };

  return {
    ...transitions,

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

    /** Readers see a post only while it is public; a signed-in editor sees it in any state. */
    async get(id: string, { anyStatus = false } = {}): Promise<Post> {
      const row = anyStatus ? await repo.findById(id) : await repo.findVisibleById(id);
      if (!row) throw notFound('The post');
      return answer(row);
    },

    /** "Most read this week": the same days as the console's most viewed, public posts only. */
    async mostRead(now = new Date()): Promise<Post[]> {
      const since = utcDayOffset(now, -(LIMITS.mostViewedDays - 1));
      return (await repo.mostReadSince(since, LIMITS.mostRead)).map(inList);
    },

    /** Posts holding every word of the query, however it is spelled (see `searchStems`). */
    async search(key: string): Promise<Post[]> {
      const stems = searchStems(key);
      // Nothing to look for is answered like a search that found nothing (contract 8).
      if (stems.length === 0) return [];
      const rows = await repo.search(stems, LIMITS.searchResultsMax);
      return rows.map((row) => ({ ...inList(row), detail: excerpt(fromFirstMatch(row.detail, stems)) }));
    },

    async manage(query: ManagePostsQuery) {
      const { rows, total } = await repo.manage(query);
      return { posts: rows.map(inList), total };
    },

    counts: () => repo.counts(),
    authors: () => repo.authors(),

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
      const row = await editableRow(admin, id);
      const text = await storedText(input, photoIdsOf(row.images));
      const live = isLive(row);
      const values: Partial<PostRow> = {
        ...text,
        // A post not yet public follows its title; a public one keeps its address (old ones still redirect).
        slug: input.slug ? slugify(input.slug) : live ? row.slug || slugify(text.title) : slugify(text.title),
        ...editedNow(row),
      };
      const saved = await save(admin, row, values, input.updatedAt);
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

    /** Adds photos to a post, stored at every width; the post keeps at most ten. */
    async addPhotos(admin: Writer, id: string, body: MultipartBody): Promise<PostChange> {
      const row = await editableRow(admin, id);
      const stray =
        Object.keys(body.fields)[0] ?? body.files.find((file) => !IMAGE_FIELDS.has(file.field))?.field;
      if (stray) throw invalidField(stray, unknownFieldMessage([stray]));
      if (body.files.length === 0) throw invalidField('images', 'Choose at least one photo.');
      if (row.images.length + body.files.length > FIELD_MAX.imagesPerPost)
        throw badRequest(`A post takes at most ${FIELD_MAX.imagesPerPost} images.`);
      const stored = await images.store(body.files.map((file) => file.data));
      let covered: CoverShare = { images: [...row.images, ...stored], stale: [], made: [] };
      try {
        // The first photos a post gets make its cover.
        covered = await withCoverShare(covered.images, images);
        const saved = await save(admin, row, { images: covered.images, ...editedNow(row) });
        await images.remove(covered.stale);
        return photoChange(row, saved, { added: stored.length });
      } catch (error) {
        await images.remove([...stored, ...covered.made]);
        throw error;
      }
    },

    /**
     * Keeps the photos named, in that order (the first is the cover), with their captions,
     * descriptions and focal points; the others are removed with their files and with their figures
     * in the text. The cover's share picture is cut again when the cover or its focus changed.
     */
    async setPhotos(admin: Writer, id: string, input: PhotosInput): Promise<PostChange> {
      const row = await editableRow(admin, id);
      const byId = new Map(
        row.images.map((image) => [image.key ?? image.id ?? image.secure_url ?? '', image]),
      );
      const kept = input.photos.map((photo, index) => {
        const image = byId.get(photo.id);
        if (!image)
          throw invalidField(
            `photos.${index}.id`,
            'This photo is not one of the post’s photos. Reload the post.',
          );
        const { caption: _caption, alt: _alt, ...rest } = image;
        return {
          ...rest,
          ...(photo.caption?.trim() ? { caption: photo.caption.trim() } : {}),
          ...(photo.alt?.trim() ? { alt: photo.alt.trim() } : {}),
          // Consoles from before focal points send none: the photo keeps the one it has.
          ...(photo.focus ? { focus: photo.focus } : {}),
        };
      });
      const keptIds = new Set(input.photos.map((photo) => photo.id));
      const removed = row.images.filter(
        (image) => !keptIds.has(image.key ?? image.id ?? image.secure_url ?? ''),
      );
      const text =
        removed.length > 0 && row.body
          ? await storedTextWithin(
              { ...row, body: row.body },
              photoIdsOf(kept),
              Math.max(NEWSROOM_MAX.body, row.body.length),
            )
          : undefined;
      const figuresGone = text !== undefined && text.body !== row.body;
      const covered = await withCoverShare(kept, images);
      const values: Partial<PostRow> = {
        images: covered.images,
        ...(figuresGone ? { body: text.body, detail: text.detail } : {}),
        ...editedNow(row),
      };
      let saved: PostRow;
      try {
        saved = await save(admin, row, values, input.updatedAt);
      } catch (error) {
        await images.remove(covered.made);
        throw error;
      }
      await images.remove([...removed, ...covered.stale]);
      return photoChange(row, saved, {
        removed: removed.length,
        order: true,
        ...(figuresGone ? { fields: ['body'] } : {}),
      });
    },

    /** Gone for good, with its images: only from the trash, and only by someone who may publish. */
    async purge(admin: Writer, id: string): Promise<PostChange> {
      const row = await existingRow(id);
      if (!mayPublish(admin)) throw forbidden('You may not delete posts for good.');
      if (!row.trashedAt) throw conflict('Only a post in the trash can be deleted for good.');
      const removed = await repo.remove(id);
      if (!removed) throw notFound('The post');
      await images.remove(removed.images);
      return {
        post: answer(removed),
        public: readersSee(removed),
        audit: { kind: 'post', action: 'purged', targetId: id, targetLabel: removed.title, changes: {} },
      };
    },

    /**
     * Each chosen post under the same rules as one at a time; one refused does not stop the others.
     * Publishing takes each post at the version the editor saw, when given.
     */
    async bulk(admin: Writer, { action, ids, versions = {} }: BulkInput) {
      const results: { _id: string; ok: boolean; error?: string; code?: string; change?: PostChange }[] = [];
      for (const id of new Set(ids)) {
        try {
          const change =
            action === 'publish'
              ? await transitions.publish(admin, id, { updatedAt: versions[id] })
              : await transitions[action](admin, id);
          results.push({ _id: id, ok: true, change });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            _id: id,
            ok: false,
            error: error.message,
            ...(error.code === POST_CHANGED ? { code: POST_CHANGED } : {}),
          });
        }
      }
      return results;
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

    /** The scheduled posts whose time came since the last tick, claimed here and nowhere else. */
    claimWentLive: () => repo.claimWentLive(),

    /** Purges what has been in the trash for TRASH_DAYS, with its images. */
    async purgeOldTrash(now = new Date()) {
      const purged = await repo.purgeTrashedBefore(new Date(now.getTime() - TRASH_DAYS * DAY_MS));
      await Promise.all(purged.map((row) => images.remove(row.images)));
      return purged.length;
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
