import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Routine } from '../db/migrate';
import { adminsModule } from './admins/index';
import { adsModule } from './ads/index';
import { analyticsModule, RECORD_VIEWS_FUNCTION } from './analytics/index';
import { auditModule } from './audit/index';
import { bannerModule } from './banner/index';
import { contactModule } from './contact/index';
import { contentVersionModule } from './content-version/index';
import { feedsModule } from './feeds/index';
import { healthModule } from './health/index';
import { liveModule } from './live/index';
import { newsletterModule } from './newsletter/index';
import { postsModule } from './posts/index';
import { programmeScheduleModule } from './programme-schedule/index';
import { programsModule } from './programs/index';
import { satelliteModule } from './satellite/index';
import { telegramModule } from './telegram/index';
import { telegramAdminsModule } from './telegram-admins/index';
import { videosModule } from './videos/index';

/**
 * Every module under /api, each one plugin that names its own prefix, listed by hand so the order is
 * plain and a bundled build finds them all. The audit trail comes first: the others record through it.
 */
const API_MODULES: readonly FastifyPluginAsync[] = [
  auditModule,
  healthModule,
  contentVersionModule,
  adminsModule,
  postsModule,
  analyticsModule,
  programsModule,
  satelliteModule,
  programmeScheduleModule,
  liveModule,
  adsModule,
  telegramAdminsModule,
  telegramModule,
  videosModule,
  bannerModule,
  contactModule,
  newsletterModule,
  feedsModule,
];

export async function apiModules(app: FastifyInstance) {
  for (const apiModule of API_MODULES) await app.register(apiModule);
}

/** The database functions the modules call, kept beside their callers and applied by the migrator. */
export const moduleRoutines: readonly Routine[] = [{ name: 'record_views', sql: RECORD_VIEWS_FUNCTION }];
