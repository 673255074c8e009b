import {
  POST_CHANGED,
  POST_VERSION_HEADER,
  type Post,
  type PostReviewNotes,
  type ReviewNote,
  type SendBackInput,
} from '@station/domain';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { mayPublish, type SessionAdmin } from '../../plugins/auth';
import type { AuditEntry } from '../audit/index';
import { createPostReviewRepository } from './post-review.repository';
import { createPostsRepository, type PostRow } from './posts.repository';
import type { PostsService } from './posts.service';

/** Earlier notes a post answers with: a post sent back more often than this is read from its newest. */
const EARLIER_MAX = 50;
/** Standing notes the posts list marks; far more than a newsroom leaves waiting at once. */
const STANDING_MAX = 400;

const NOT_IN_REVIEW = 'Only a post waiting for review can be sent back.';
const IN_TRASH = 'This post is in the trash. Restore it first.';
const CHANGED_SINCE_READ =
  'This post was changed after you opened it. Read the changes, then send back the version you have read.';

type Reviewer = Pick<SessionAdmin, 'id' | 'name' | 'role' | 'canPublish'>;

/** A post sent back: what the answer, the audit trail and the writer's email are made of. */
export interface SentBack {
  post: Post;
  note: ReviewNote;
  audit: AuditEntry;
  /** The admin who wrote the post, when someone other than the reviewer. */
  writerId: string | null;
}

/**
 * Review that does not end in publishing: a reviewer who may publish sends a post waiting for review
 * back to its writer as a draft, with a note the writer reads in the editor until they submit the post
 * again (or it is published). The notes stay as the post's review history.
 */
export function createPostReview({ db, posts }: { db: Db; posts: PostsService }) {
  const notes = createPostReviewRepository(db);
  const changedSinceRead = (current: PostRow) =>
    new AppError(409, CHANGED_SINCE_READ, POST_CHANGED, {
      [POST_VERSION_HEADER]: current.updatedAt.toISOString(),
    });

  return {
    /** Back to draft with the note, only from the version the reviewer read. */
    async sendBack(reviewer: Reviewer, id: string, { note, updatedAt }: SendBackInput): Promise<SentBack> {
      if (!mayPublish(reviewer))
        throw forbidden('You may not send posts back: ask an editor who may publish.');
      const row = await createPostsRepository(db).findById(id);
      if (!row) throw notFound('The post');
      if (row.trashedAt) throw conflict(IN_TRASH);
      const read = new Date(updatedAt);
      if (row.updatedAt.getTime() !== read.getTime()) throw changedSinceRead(row);
      if (row.status !== 'review') throw conflict(NOT_IN_REVIEW);
      // The status and the note land together or not at all, and only on the version read.
      const added = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Db;
        const saved = await createPostsRepository(inTx).update(id, { status: 'draft' }, read);
        if (!saved) return undefined;
        return createPostReviewRepository(inTx).add({
          postId: id,
          note,
          authorId: reviewer.id,
          authorName: reviewer.name,
        });
      });
      if (!added) {
        const current = await createPostsRepository(db).findById(id);
        if (!current) throw notFound('The post');
        throw changedSinceRead(current);
      }
      const post = await posts.get(id, { anyStatus: true });
      return {
        post,
        note: added,
        writerId: row.authorId && row.authorId !== reviewer.id ? row.authorId : null,
        audit: {
          kind: 'post',
          action: 'sent-back',
          targetId: id,
          targetLabel: post.title,
          changes: { status: { before: 'review', after: 'draft' }, note },
        },
      };
    },

    /** The note the writer has to answer (the newest still standing), and the earlier ones. */
    async ofPost(id: string): Promise<PostReviewNotes> {
      await posts.get(id, { anyStatus: true });
      const all = await notes.ofPost(id, EARLIER_MAX + 1);
      const current = all.find((note) => note.settledAt === null) ?? null;
      return { current, earlier: all.filter((note) => note !== current).slice(0, EARLIER_MAX) };
    },

    standing: () => notes.standing(STANDING_MAX),

    /** A post that went for review again, or public, has answered its notes. */
    async settleIfAnswered(post: Pick<Post, '_id' | 'status'>) {
      if (post.status === 'review' || post.status === 'published' || post.status === 'scheduled')
        await notes.settle(post._id);
    },

    writer: (adminId: string) => notes.writer(adminId),
  };
}

export type PostReview = ReturnType<typeof createPostReview>;
