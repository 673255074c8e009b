import { type BulkInput, POST_CHANGED, TRASH_DAYS } from '@station/domain';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { mayPublish } from '../../plugins/auth';
import type { Pictures } from '../../storage/pictures';
import type { PostAnswers } from './post-answers';
import {
  IN_TRASH,
  isPublicFacing,
  type PostChange,
  type PostSaving,
  readersSee,
  type Writer,
} from './post-saving';
import { type PostRow, type PostsRepository, statusOf } from './posts.repository';

const DAY_MS = 86_400_000;
const NEEDS_RIGHT = 'You may not publish: submit the post for review, and an editor who may publish will.';

interface WorkflowParts {
  repo: PostsRepository;
  images: Pictures;
  answers: PostAnswers;
  saving: PostSaving;
}

/**
 * A post's way from draft through review to published, the trash and back, one at a time or several
 * at once, and what happens on its own: scheduled posts going live, the old trash emptied.
 */
export function createPostsWorkflow({ repo, images, answers: { answer }, saving }: WorkflowParts) {
  const { existingRow, save } = saving;
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
        saving.changedSinceRead,
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

    /** The scheduled posts whose time came since the last tick, claimed here and nowhere else. */
    claimWentLive: () => repo.claimWentLive(),
    msUntilNextGoLive: () => repo.msUntilNextGoLive(),

    /** Purges what has been in the trash for TRASH_DAYS, with its images. */
    async purgeOldTrash(now = new Date()) {
      const purged = await repo.purgeTrashedBefore(new Date(now.getTime() - TRASH_DAYS * DAY_MS));
      await Promise.all(purged.map((row) => images.remove(row.images)));
      return purged.length;
    },
  };
}
