import { type PlaylistItem, playlistQuerySchema, playlistSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPlaylistCache } from './playlist-cache';

export async function videosRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPlaylistCache({
    apiBase: app.env.YOUTUBE_API_BASE,
    apiKey: app.env.YOUTUBE_API_KEY,
    onError: (error) => app.log.warn({ err: error }, 'video playlist upstream failed'),
  });

  api.get(
    '/playlist',
    {
      schema: {
        summary: 'The videos of a YouTube playlist, cached',
        tags: ['videos'],
        querystring: playlistQuerySchema,
        response: { 200: playlistSchema },
      },
    },
    async (request, reply): Promise<PlaylistItem[]> => {
      reply.header('Cache-Control', 'public, max-age=300');
      return cache.get(request.query.list);
    },
  );
}
