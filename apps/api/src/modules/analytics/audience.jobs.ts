import type { FastifyInstance } from 'fastify';
import { askPeriodically } from '../../jobs/periodic-ask';
import { createAudienceMaintenance } from './audience.maintenance';

export const AUDIENCE_JOB = 'analytics.maintain';
/**
 * How often each instance asks for the hour's pass. The job is keyed by its hour, so however many
 * instances ask, one pass runs an hour; asking every few minutes starts it soon after the hour turns.
 */
const ASK_EVERY_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** The hourly housekeeping of the audience analytics, on the shared job queue. */
export function registerAudienceJobs(app: FastifyInstance) {
  const maintenance = createAudienceMaintenance(app.db);
  app.jobs.register(AUDIENCE_JOB, async () => {
    const now = new Date();
    await maintenance.ensurePartitions(now);
    // Destroying yesterday's salt comes before anything that could fail on a large backlog.
    await maintenance.forgetPastDays(now);
    // A pass rolls at most a week; after a long stop, passes follow one another until caught up.
    for (let pass = await maintenance.rollUp(now); pass; pass = await maintenance.rollUp(now)) {
      app.log.debug(
        { event: 'analytics-rolled', from: pass.from, until: pass.until },
        'audience hours rolled up',
      );
    }
    const dropped = await maintenance.dropOldRaw(now, app.env.ANALYTICS_RAW_DAYS);
    if (dropped.length > 0)
      app.log.info(
        { event: 'analytics-raw-dropped', partitions: dropped },
        'old raw audience events dropped',
      );
    return undefined;
  });
  const ask = async () => {
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    if (await app.jobs.enqueue(AUDIENCE_JOB, {}, { key: hour })) app.jobs.kick();
  };
  askPeriodically(app, { everyMs: ASK_EVERY_MS, ask, what: 'the audience housekeeping' });
}
