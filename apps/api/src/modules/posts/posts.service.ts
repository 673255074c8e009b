import type { Db } from '../../db/client';
import type { Pictures } from '../../storage/pictures';
import { createPostAnswers } from './post-answers';
import { createPostSaving } from './post-saving';
import { createPostsRepository } from './posts.repository';
import { createPostsEditing } from './posts-editing.service';
import { createPostsPhotos } from './posts-photos.service';
import { createPostsReads } from './posts-reads.service';
import { createPostsWorkflow } from './posts-workflow.service';

export type { PostChange } from './post-saving';

/**
 * The posts' service, made of its parts over one repository: reads, the writing of texts, the
 * workflow of statuses, and photos.
 */
export function createPostsService({ db, images }: { db: Db; images: Pictures }) {
  const repo = createPostsRepository(db);
  const answers = createPostAnswers(images);
  const saving = createPostSaving(repo);
  const parts = { repo, images, answers, saving };
  return {
    ...createPostsReads(repo, answers),
    ...createPostsEditing(parts),
    ...createPostsWorkflow(parts),
    ...createPostsPhotos(parts),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
