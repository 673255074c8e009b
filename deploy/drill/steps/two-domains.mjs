// @ts-check
// Before the steps: nginx tells the two domains apart with the guide's own files, keeps the
// metrics in, and hands every request an id the instances log and send back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../lib/check.mjs';
import { checkGuideSite } from '../lib/deployment-files.mjs';
import { call, health } from '../lib/http.mjs';
import { DOMAINS } from '../lib/station-cluster.mjs';
import { waitFor } from '../lib/wait.mjs';

export const id = 'routing';
export const title = 'routing: two domains by Host, /api/ on both, /metrics kept in, request ids';

/** @param {string} html */
const settingsBlock = (html) =>
  /<script type="application\/json" id="station-config">([^<]*)<\/script>/.exec(html)?.[1];

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 */
export async function run(cluster) {
  const guide = checkGuideSite(join(cluster.tmp, 'guide-nginx'), cluster.consoleDir);
  /**
   * @param {string} host
   * @param {string} path
   * @param {import('../lib/http.mjs').CallOptions} options
   */
  const via = (host, path, options = {}) => call(cluster.nginxUrl, path, { host, ...options });

  const [mainPage, adminPage, adminScript, mainApi, adminApi, mainMetrics, adminMetrics, mainUploadMiss] =
    await Promise.all([
      via(DOMAINS.main, '/'),
      via(DOMAINS.admin, '/'),
      via(DOMAINS.admin, '/assets/no-such-chunk.js'),
      via(DOMAINS.main, '/api/health'),
      via(DOMAINS.admin, '/api/health'),
      via(DOMAINS.main, '/metrics'),
      via(DOMAINS.admin, '/metrics'),
      via(DOMAINS.main, '/uploads/00000000-0000-4000-8000-000000000000.png'),
    ]);
  const mainSettings = settingsBlock(mainPage.text()) ?? '';
  const adminSettings = settingsBlock(adminPage.text()) ?? '';

  const [apiMetrics, siteMetrics, siteHealth] = await Promise.all([
    call(cluster.apiUrls[0], '/metrics'),
    call(cluster.siteUrls[0], '/metrics'),
    Promise.all(cluster.siteUrls.map((url) => health(url, '/health'))),
  ]);

  // The id nginx made for one read comes back with the answer and is in the log of the instance that
  // answered it.
  const traced = await via(DOMAINS.main, '/api/program');
  const requestId = String(traced.headers['x-request-id'] ?? '');
  const loggedMs = requestId
    ? await waitFor(
        () =>
          cluster.ports.apiPorts.some((port) =>
            readFileSync(join(cluster.tmp, 'logs', `api-${port}.log`), 'utf8').includes(requestId),
          ),
        { timeoutMs: 3_000, intervalMs: 100 },
      )
    : undefined;

  return {
    figures: {
      mainPage: mainPage.status,
      adminPage: adminPage.status,
      metricsFromOutside: [mainMetrics.status, adminMetrics.status],
      requestId,
      pageServerHealth: siteHealth.map((answer) =>
        answer ? `${answer.code} ${answer.api ?? answer.status}` : 'no answer',
      ),
    },
    checks: [
      check("the guide's TLS site file passes nginx -t", guide.ok, guide.detail ?? ''),
      check(
        `${DOMAINS.main} serves the public site's page with its settings`,
        mainPage.status === 200 && mainSettings.includes('contact'),
        `${mainPage.status} ${mainSettings.slice(0, 80)}`,
      ),
      check(
        `${DOMAINS.admin} serves the console's files with its settings and policy, with no process of its own`,
        adminPage.status === 200 &&
          adminSettings.includes('publicSiteUrl') &&
          String(adminPage.headers['content-security-policy'] ?? '').includes("default-src 'self'") &&
          adminScript.status === 404,
        `${adminPage.status} ${adminSettings.slice(0, 80)}; a missing script ${adminScript.status}`,
      ),
      check(
        '/api/ reaches the API on both domains',
        mainApi.status === 200 && adminApi.status === 200,
        `${mainApi.status}, ${adminApi.status}`,
      ),
      check('an unknown upload is a 404 through nginx', mainUploadMiss.status === 404, mainUploadMiss.status),
      check(
        "/metrics is refused from outside on both domains, and answered on each process's own port",
        [mainMetrics.status, adminMetrics.status].every((status) => status === 403) &&
          apiMetrics.status === 200 &&
          apiMetrics.text().includes('# TYPE') &&
          siteMetrics.status === 200 &&
          siteMetrics.text().includes('# TYPE'),
        `outside ${mainMetrics.status}/${adminMetrics.status}; API ${apiMetrics.status}, page server ${siteMetrics.status}`,
      ),
      check(
        'each page server says the API answers (GET /health)',
        siteHealth.every((answer) => answer?.code === 200 && answer.api === 'up'),
        siteHealth.map((answer) => JSON.stringify(answer)).join(', '),
      ),
      check(
        "nginx's request id comes back with the answer and is in the answering instance's log",
        /^[0-9a-f]{32}$/.test(requestId) && loggedMs !== undefined,
        requestId
          ? `${requestId}${loggedMs === undefined ? ' not found in any API log' : ''}`
          : 'no X-Request-Id',
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `pages ${f.mainPage} (main) and ${f.adminPage} (admin); /metrics from outside ${f.metricsFromOutside.join('/')}; ` +
  `page servers' health ${f.pageServerHealth.join(', ')}`;
