import type { FastifyInstance } from 'fastify';
import { createPostImages } from '../../storage/pictures';
import { postPreviewRoutes } from './post-preview';
import { startPostScheduling } from './post-scheduling';
import { createPostsService } from './posts.service';
import { postsNewsroomRoutes } from './posts-newsroom.routes';
import { postsPublicRoutes } from './posts-public.routes';
import { startResanitising } from './resanitise-posts';
import { startRefolding } from './search-folding';

/**
 * Posts: the newsroom's articles, listed, searched, read, written and removed. Beside the routes run
 * the scheduled posts' go-live tick and the trash's purge, and the background passes that refold and
 * resanitise older posts.
 */
export async function postsModule(app: FastifyInstance) {
  const service = createPostsService({ db: app.db, images: createPostImages(app.storage) });
  startPostScheduling(app, service);
  startRefolding(app);
  startResanitising(app, service);
  await app.register(postsPublicRoutes, { prefix: '/post', service });
  await app.register(postsNewsroomRoutes, { prefix: '/post', service });
  await app.register(postPreviewRoutes, { prefix: '/post' });
}
export { visibleToReaders } from './posts.repository';
export { withFolded } from './search-folding';
