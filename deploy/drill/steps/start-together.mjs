// @ts-check
// Drill step 1: the three API instances start at the same moment on one empty database.
import { check } from '../lib/check.mjs';
import { health } from '../lib/http.mjs';

export const title = '1. three API instances started at the same moment (production)';

/** A line in which an instance says it applied migrations (bootstrap logs the list it applied). */
/** @param {Record<string, any>} line */
const migrated = (line) =>
  (Array.isArray(line.applied) && line.applied.length > 0) || /database migrated/i.test(line.msg ?? '');

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 */
export async function run(cluster) {
  const started = Date.now();
  const instances = [0, 1, 2].map((index) => cluster.startApi(index));
  const outcomes = await Promise.allSettled([0, 1, 2].map((index) => cluster.apiHealthy(index)));
  const allHealthyMs = Date.now() - started;
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ index, reason: outcome.reason.message }] : [],
  );
  const migratedBy = instances.filter((instance) => instance.notable.some(migrated)).length;
  const answers = await Promise.all(cluster.apiUrls.map((url) => health(url)));

  const [counts] = await cluster.sql(
    `SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM programs)::int AS programs,
            (SELECT count(*) FROM satellite_infos)::int AS satellites, (SELECT count(*) FROM ads)::int AS ads,
            (SELECT count(*) FROM admins)::int AS admins,
            (SELECT count(*) FROM schema_migrations)::int AS migrations`,
  );
  const demoRows = counts.posts + counts.programs + counts.satellites + counts.ads;

  // The later steps need three instances: one that failed at start is started again, alone.
  for (const { index } of failed) {
    cluster.startApi(index);
    await cluster.apiHealthy(index);
  }

  return {
    figures: {
      allHealthyMs,
      migratedBy,
      migrationsRecorded: counts.migrations,
      demoRows,
      admins: counts.admins,
      health: answers.map((answer) => answer?.status ?? 'no answer'),
    },
    checks: [
      check(
        'all three start and answer health 200 "ok"',
        failed.length === 0 && answers.every((answer) => answer?.code === 200 && answer.status === 'ok'),
        failed.length > 0
          ? failed
              .map(
                ({ index, reason }) => `instance ${index + 1}: ${reason.split('\n').slice(0, 4).join(' | ')}`,
              )
              .join('; ')
          : answers.map((answer) => `${answer?.code} ${answer?.status}`).join(', '),
      ),
      check(
        'the migrations ran once: one instance applied them, the other two found them applied',
        migratedBy === 1,
        `${migratedBy} instance(s) logged applying migrations`,
      ),
      check('no demo content in production', demoRows === 0, `${demoRows} demo rows`),
      check('one super administrator', counts.admins === 1, `${counts.admins} administrators`),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `all healthy ${f.allHealthyMs} ms after the start; migrations applied by ${f.migratedBy} of 3; ` +
  `${f.demoRows} demo rows; ${f.admins} administrator`;
