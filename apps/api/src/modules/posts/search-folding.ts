import { foldForSearch, SEARCH_FOLD_VERSION } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import { refoldPosts } from './search-folding.repository';

type TextFields = { title?: string | undefined; detail?: string | undefined };

/**
 * The folded copies search reads, for whichever of the title and text are being written. The
 * version is recorded only when both are, so a post folded the old way keeps being found for refolding.
 */
export function withFolded<T extends TextFields>(values: T) {
  return {
    ...values,
    ...(values.title !== undefined ? { titleFolded: foldForSearch(values.title) } : {}),
    ...(values.detail !== undefined ? { detailFolded: foldForSearch(values.detail) } : {}),
    ...(values.title !== undefined && values.detail !== undefined ? { foldedWith: SEARCH_FOLD_VERSION } : {}),
  };
}

/** Folds older posts in the background once the server is ready; a stopping server ends it. */
export function startRefolding(app: FastifyInstance) {
  let stopping = false;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = refoldPosts(app.db, { stopped: () => stopping })
      .then((count) => {
        if (count > 0) app.log.info({ event: 'search-refold', posts: count }, 'posts folded for search');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'folding posts for search failed'));
  });
  app.addHook('preClose', async () => {
    stopping = true;
    await running;
  });
}
