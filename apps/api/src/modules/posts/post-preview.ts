import {
  idParamsSchema,
  PREVIEW_TOKEN_HEADER,
  PREVIEW_TOKEN_MAX,
  postSchema,
  previewLinkSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { mayPublish } from '../../plugins/auth';
import { createPostImages } from '../../storage/pictures';
import { createPreviewRepository } from './post-preview.repository';
import { createPostsRepository } from './posts.repository';
import { createPostsService } from './posts.service';
import { createPreviewTokens } from './preview-token';

const NOT_VALID = 'This preview link is not valid.';
const EXPIRED = 'This preview link has expired. Open the preview again from the console.';
const SESSION_ENDED =
  'This preview link ended with the session that made it. Sign in and open the preview again.';
const OTHERS_POST = 'You may preview your own posts only: an editor who may publish can preview this one.';

/** A preview is read by one editor for a short while: no browser, proxy or search engine keeps it. */
const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

/**
 * Draft previews: a signed-in admin who may read a post (a writer their own, anyone with the right to
 * publish any) gets a short-lived link, and the page server reads the post through it in the shape
 * readers get, whatever its status. The link dies with its hour, with the sign-in that made it (sign-out,
 * password change) and with the post's move to the trash; reading it counts no view.
 */
export async function postPreviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const tokens = createPreviewTokens(app.env.JWT_SECRET);
  const posts = createPostsRepository(app.db);
  const previews = createPreviewRepository(app.db);
  const service = createPostsService({ db: app.db, images: createPostImages(app.storage) });

  api.post(
    '/:id/preview',
    {
      onRequest: app.authenticate,
      // Makes a link and changes nothing readers see.
      config: { keepsPublicCache: true },
      schema: {
        summary: 'A preview link of the post for an hour (a writer their own posts)',
        alsoAnswers: [403, 404, 409],
        tags,
        params: idParamsSchema,
        response: { 200: previewLinkSchema },
      },
    },
    async (request) => {
      const row = await posts.findById(request.params.id);
      if (!row) throw notFound('The post');
      if (!mayPublish(request.admin) && row.authorId !== request.admin.id) throw forbidden(OTHERS_POST);
      if (row.trashedAt) throw conflict('This post is in the trash. Restore it first.');
      const { token, expiresAt } = tokens.issue({
        postId: row.id,
        sid: request.session.id,
        ver: request.admin.tokenVersion,
      });
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  // Guarded by the token in its header, never by a session: the page server calls it for the reader.
  api.get(
    '/preview',
    {
      schema: {
        summary: 'The post a preview link (header x-preview-token) names, in any status',
        alsoAnswers: [401, 404, 410],
        tags,
        response: { 200: postSchema },
      },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const given = request.headers[PREVIEW_TOKEN_HEADER];
      const checked =
        typeof given === 'string' && given.length <= PREVIEW_TOKEN_MAX
          ? tokens.check(given)
          : ({ ok: false, problem: 'forged' } as const);
      if (!checked.ok) {
        if (checked.problem === 'expired') throw new AppError(410, EXPIRED, 'PREVIEW_ENDED');
        throw unauthorized(NOT_VALID, 'PREVIEW_INVALID');
      }
      if (!(await previews.sessionOpen(checked.sid, checked.ver)))
        throw new AppError(410, SESSION_ENDED, 'PREVIEW_ENDED');
      const post = await service.get(checked.postId, { anyStatus: true });
      if (post.trashedAt) throw notFound('The post');
      return post;
    },
  );
}
