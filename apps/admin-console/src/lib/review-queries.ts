import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { postsKeys } from './post-queries';

/**
 * A post's review notes live under the posts' keys: a save, a submission or a publishing anywhere
 * refreshes them with the lists, so a note answered by resubmitting goes away at once.
 */
export const reviewNotesQuery = (postId: string) =>
  queryOptions({
    queryKey: postsKeys.reviewNotes(postId),
    queryFn: () => api.posts.reviewNotes(postId),
  });

/** Every note still waiting for its writer: the posts list marks those posts. */
export const standingNotesQuery = () =>
  queryOptions({ queryKey: postsKeys.standingNotes(), queryFn: () => api.posts.standingNotes() });
