import type { FastifyInstance } from 'fastify';
import type { Routine } from '../db/migrate';
import { adminsRoutes } from './admins/index';
import { adsRoutes } from './ads/index';
import { analyticsRoutes, RECORD_VIEWS_FUNCTION, viewsRoutes } from './analytics/index';
import { auditRoutes } from './audit/index';
import { bannerRoutes } from './banner/index';
import { contactRoutes } from './contact/index';
import { contentVersionRoutes } from './content-version/index';
import { feedsRoutes } from './feeds/index';
import { healthRoutes } from './health/index';
import { liveRoutes } from './live/index';
import { newsletterRoutes } from './newsletter/index';
import { postPreviewRoutes, postsRoutes } from './posts/index';
import { programmeScheduleRoutes } from './programme-schedule/index';
import { programsRoutes } from './programs/index';
import { satelliteRoutes } from './satellite/index';
import { telegramWebhookRoutes } from './telegram/index';
import { telegramAdminsRoutes } from './telegram-admins/index';
import { videosRoutes } from './videos/index';

/** Every module under /api, registered by hand so the order is plain and a bundled build finds them all. */
export async function apiModules(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(contentVersionRoutes, { prefix: '/content-version' });
  await app.register(adminsRoutes, { prefix: '/admins' });
  await app.register(postsRoutes, { prefix: '/post' });
  await app.register(postPreviewRoutes, { prefix: '/post' });
  await app.register(viewsRoutes, { prefix: '/view' });
  await app.register(analyticsRoutes);
  await app.register(programsRoutes, { prefix: '/program' });
  await app.register(satelliteRoutes, { prefix: '/satellite-info' });
  await app.register(programmeScheduleRoutes, { prefix: '/schedule' });
  await app.register(liveRoutes, { prefix: '/live' });
  await app.register(adsRoutes, { prefix: '/ad' });
  await app.register(telegramAdminsRoutes, { prefix: '/telegram-admin' });
  await app.register(telegramWebhookRoutes, { prefix: '/telegram' });
  await app.register(videosRoutes, { prefix: '/videos' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(bannerRoutes, { prefix: '/banner' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  await app.register(feedsRoutes, { prefix: '/feeds' });
}

/** The database functions the modules call, kept beside their callers and applied by the migrator. */
export const moduleRoutines: readonly Routine[] = [{ name: 'record_views', sql: RECORD_VIEWS_FUNCTION }];
