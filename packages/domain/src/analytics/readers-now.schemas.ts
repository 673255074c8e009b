import { z } from 'zod';
import { AUDIENCE_TARGET_KINDS } from './audience.schemas';

/** How far back "readers now" looks: a reader whose last page was opened within it is still reading. */
export const READERS_NOW_MINUTES = 5;
/** The pages "readers now" lists, most read first. */
export const READERS_NOW_PAGES = 10;

/**
 * Who is reading right now (docs/analytics.md): the visitors whose last page was opened in the last
 * READERS_NOW_MINUTES minutes, and the pages they are on, each reader counted on their latest page.
 */
export const readersNowSchema = z.object({
  visitors: z.number().int(),
  pages: z.array(
    z.object({
      targetKind: z.enum(AUDIENCE_TARGET_KINDS),
      /** The article or program id, the category name or the page path; '' for the live page. */
      target: z.string(),
      /** The article's title or the program's name; '' for the other kinds of page. */
      title: z.string(),
      readers: z.number().int(),
    }),
  ),
});
export type ReadersNow = z.infer<typeof readersNowSchema>;
