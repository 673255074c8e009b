import { z } from 'zod';
import { bodySchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';
import { withoutControls } from './posts.schemas';

/** How long a reviewer's note may be, counted after it is cleaned and trimmed. */
export const REVIEW_NOTE_MAX = 2000;

/**
 * The note as it is kept: pasted breaks made line breaks, other control characters dropped, the ends
 * trimmed; then judged like any text of the newsroom, so the limits hold for what is stored.
 */
export const reviewNoteTextSchema = z
  .string({ error: 'The note must be text.' })
  .transform((note) => withoutControls(note).trim())
  .pipe(textSchema('The note', REVIEW_NOTE_MAX));

/**
 * `POST post/:id/send-back`: a post waiting for review goes back to its writer as a draft, with the
 * note. `updatedAt` is the version the reviewer read: a post changed since is refused with 409
 * `POST_CHANGED` (the current version in the `x-post-version` header), as publishing is.
 */
export const sendBackInputSchema = bodySchema({
  note: reviewNoteTextSchema,
  updatedAt: isoDateSchema,
});
export type SendBackInput = z.input<typeof sendBackInputSchema>;

/** A reviewer's note on a post; `settledAt` is when the post went for review again (or was published). */
export const reviewNoteSchema = z.object({
  _id: idSchema,
  postId: idSchema,
  note: z.string(),
  by: z.string(),
  at: isoDateSchema,
  settledAt: isoDateSchema.nullable(),
});
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

/** `GET post/:id/review-notes`: the note the writer has to answer, if any, and the earlier ones. */
export const postReviewNotesSchema = z.object({
  current: reviewNoteSchema.nullable(),
  earlier: z.array(reviewNoteSchema),
});
export type PostReviewNotes = z.infer<typeof postReviewNotesSchema>;
