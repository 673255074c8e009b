// @ts-check
// Across the whole drill: every line the API instances, the page servers and the console's server
// wrote is one JSON object, so a log collector reads all of it (no stray driver or library output).
import { check } from '../lib/check.mjs';

export const title = 'logs: every line the servers wrote is JSON';

/**
 * @param {unknown} _cluster
 * @param {unknown} _shared
 * @param {import('../lib/processes.mjs').Supervisor} supervisor
 */
export async function run(_cluster, _shared, supervisor) {
  const servers = supervisor.started.filter((service) =>
    /^(api|public-site|admin-console)-/.test(service.name),
  );
  const offenders = servers.filter((service) => service.nonJson.length > 0);
  const lines = servers.reduce((sum, service) => sum + service.lines, 0);
  return {
    figures: { processes: servers.length, lines },
    checks: [
      check(
        `all ${lines} lines of ${servers.length} server processes are JSON`,
        offenders.length === 0,
        offenders.map((service) => `${service.name}: ${service.nonJson[0]?.slice(0, 160)}`).join('; '),
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} figures */
export const summary = (figures) => `${figures.lines} log lines from ${figures.processes} processes`;
