import { POST_CHANGED, POST_VERSION_HEADER, type Post } from '@station/domain';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { mayPublish, type SessionAdmin } from '../../plugins/auth';
import type { AuditEntry } from '../audit/index';
import type { PostRow, PostsRepository } from './posts.repository';

export const IN_TRASH = 'This post is in the trash. Restore it first.';
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

export type Writer = Pick<SessionAdmin, 'id' | 'name' | 'role' | 'canPublish'>;

/** Whether changing this post needs the right to publish: it is public, or about to be. */
export const isPublicFacing = (row: PostRow) => row.status === 'published' && !row.trashedAt;
export const isLive = (row: PostRow) =>
  row.status === 'published' && row.publishAt !== null && row.publishAt <= new Date();
/** Whether readers see the post now: live and not in the trash. */
export const readersSee = (row: PostRow) => isLive(row) && !row.trashedAt;
/** A change to a live article shows as "Updated" on it. */
export const editedNow = (row: PostRow): Partial<PostRow> => (isLive(row) ? { editedAt: new Date() } : {});

/** Reading a post to change and writing the change back, shared by every kind of write. */
export function createPostSaving(repo: PostsRepository) {
  async function existingRow(id: string): Promise<PostRow> {
    const row = await repo.findById(id);
    if (!row) throw notFound('The post');
    return row;
  }

  return {
    existingRow,

    /**
     * Applies a change unless someone saved in between, when the writer said what they had read. One
     * without the right to publish is always held to `row`, the version their rights were judged on: a
     * publish landing between that read and this write must not let their change reach a live post.
     */
    async save(
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
    },

    /** Publishing pins the version the editor read; the answer names the version to read now. */
    changedSinceRead: (current: PostRow) =>
      new AppError(409, CHANGED_SINCE_READ, POST_CHANGED, {
        [POST_VERSION_HEADER]: current.updatedAt.toISOString(),
      }),

    /** The post, if this writer may change it: not in the trash, and a public one only with the right. */
    async editableRow(admin: Writer, id: string): Promise<PostRow> {
      const row = await existingRow(id);
      // Older consoles took a delete as final (SECURITY.md F-c: an edit after a delete is 404).
      if (row.trashedAt) throw new AppError(404, IN_TRASH, 'NOT_FOUND');
      if (isPublicFacing(row) && !mayPublish(admin))
        throw forbidden('You may not change a published post: ask an editor who may publish.');
      return row;
    },
  };
}

export type PostSaving = ReturnType<typeof createPostSaving>;
