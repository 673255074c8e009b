import {
  type BulkInput,
  bulkResultSchema,
  type ManagePostsQuery,
  messageSchema,
  messageWithDataSchema,
  type PhotosInput,
  type PostFields,
  type PublishInput,
  postCountsSchema,
  postListSchema,
  postReviewNotesSchema,
  postSchema,
  previewLinkSchema,
  reviewNoteSchema,
  type SendBackInput,
  type UpdatePostInput,
} from '@station/domain';
import { z } from 'zod';
import { definedQuery, type Http, segment } from '../http';
import { paged } from '../paged';

/** Writing, reviewing and publishing posts. */
export const postsApi = (http: Http) => {
  const post = (id: string, action = '') => `post/${segment(id)}${action}`;
  const withPost = messageWithDataSchema(postSchema);
  return {
    page: ({ limit, skip }: { limit: number; skip: number }) =>
      paged(http, 'post', postListSchema, { limit, skip }),
    get: (id: string) => http.get(post(id), postSchema),
    create: (form: FormData, onUploadProgress?: (fraction: number) => void) =>
      http.post('post/add', withPost, { form, ...(onUploadProgress ? { onUploadProgress } : {}) }),
    update: (id: string, input: UpdatePostInput | PostFields) =>
      http.patch(post(id), withPost, { json: input }),
    /** The console's table: any status, filtered, searched and sorted. */
    manage: (query: Partial<ManagePostsQuery>) =>
      paged(http, 'post/manage', postListSchema, definedQuery(query)),
    counts: () => http.get('post/counts', postCountsSchema),
    authors: () => http.get('post/authors', z.array(z.string())),
    submit: (id: string) => http.post(post(id, '/submit'), withPost),
    publish: (id: string, input: PublishInput = {}) =>
      http.post(post(id, '/publish'), withPost, { json: input }),
    unpublish: (id: string) => http.post(post(id, '/unpublish'), withPost),
    restore: (id: string) => http.post(post(id, '/restore'), withPost),
    purge: (id: string) => http.delete(post(id, '/purge'), messageSchema),
    bulk: (input: BulkInput) => http.post('post/bulk', bulkResultSchema, { json: input }),
    addPhotos: (id: string, form: FormData) => http.post(post(id, '/photos'), withPost, { form }),
    setPhotos: (id: string, input: PhotosInput) => http.patch(post(id, '/photos'), withPost, { json: input }),
    /** Back to its writer as a draft, with a note, from the version the reviewer read. */
    sendBack: (id: string, input: SendBackInput) =>
      http.post(post(id, '/send-back'), withPost, { json: input }),
    reviewNotes: (id: string) => http.get(post(id, '/review-notes'), postReviewNotesSchema),
    /** Every note still waiting for its writer, newest first (the posts list marks those posts). */
    standingNotes: () => http.get('post/review-notes', z.array(reviewNoteSchema)),
    /** A link to the post as readers would see it, for an hour, whatever its status. */
    preview: (id: string) => http.post(post(id, '/preview'), previewLinkSchema),
  };
};
