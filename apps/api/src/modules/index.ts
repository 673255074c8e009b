import type { FastifyInstance } from 'fastify';
import { adminsRoutes } from './admins/admins.routes';
import { adsRoutes } from './ads/ads.routes';
import { programsRoutes, satelliteRoutes, telegramAdminsRoutes } from './crud/resources';
import { healthRoutes } from './health/health.routes';
import { liveRoutes } from './live/live.routes';
import { postsRoutes } from './posts/posts.routes';
import { telegramWebhookRoutes } from './telegram/telegram-webhook.routes';
import { videosRoutes } from './videos/videos.routes';
import { viewsRoutes } from './views/views.routes';

/** Every module under /api, registered by hand so the order is plain and a bundled build finds them all. */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(adminsRoutes, { prefix: '/admins' });
  await app.register(postsRoutes, { prefix: '/post' });
  await app.register(viewsRoutes, { prefix: '/view' });
  await app.register(programsRoutes, { prefix: '/program' });
  await app.register(satelliteRoutes, { prefix: '/satellite-info' });
  await app.register(liveRoutes, { prefix: '/live' });
  await app.register(adsRoutes, { prefix: '/ad' });
  await app.register(telegramAdminsRoutes, { prefix: '/telegram-admin' });
  await app.register(telegramWebhookRoutes, { prefix: '/telegram' });
  await app.register(videosRoutes, { prefix: '/videos' });
}
