// @ts-check
// Drill step 2: a post edited through instance A is seen by the editor through B at once,
// and by the public through every instance and both page servers within the stated freshness.
import { randomBytes } from 'node:crypto';
import { check } from '../lib/check.mjs';
import { call, jsonBody } from '../lib/http.mjs';
import { bearer, login, publish } from '../lib/newsroom.mjs';
import { DOMAINS } from '../lib/station-cluster.mjs';
import { waitFor } from '../lib/wait.mjs';

export const id = 'freshness';
export const title = '2. a post edited through instance A';

/** What docs/deploy.md promises: every instance learns of a change within a second… */
export const API_FRESHNESS_MS = 1_000;
/** …and a page server within that and a margin: its long poll is answered once its instance hears. */
export const PAGE_FRESHNESS_MS = 1_500;
const GIVE_UP_MS = 8_000;

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 * @param {import('../lib/check.mjs').Shared} shared
 */
export async function run(cluster, shared) {
  const [a, b, c] = cluster.apiUrls;
  const token = await login(a, cluster.admin);
  shared.token = token;
  const tag = randomBytes(4).toString('hex');
  const post = await publish(a, token, {
    title: `Drill ${tag} as first written`,
    detail: 'A post the cluster drill edits.',
    category: 'local',
  });
  shared.postId = post._id;
  const article = `/api/post/${post._id}`;
  // The canonical address: by id alone the page server answers 301 to it. A published post keeps
  // its slug through the edit below.
  const page = `/article/${post._id}/${encodeURIComponent(post.slug)}`;

  // Every cache that can hold the old version does: each instance's public cache, each page server's.
  for (const url of [a, b, c, a, b, c]) await call(url, article);
  for (const url of [a, b, c]) await call(url, '/api/post?limit=8');
  for (const url of cluster.siteUrls) await call(url, page);

  const edited = `Drill ${tag} as edited`;
  const saved = await call(a, article, {
    method: 'PATCH',
    ...jsonBody({ title: edited, detail: 'A post the cluster drill edits, edited.', category: 'local' }),
    headers: { 'content-type': 'application/json', ...bearer(token) },
  });
  const savedAt = Date.now();
  if (saved.status !== 200) throw new Error(`the edit answered ${saved.status}: ${saved.text()}`);

  // The editor's next reads: straight to B, and three through the admin domain (any instance).
  const editorB = await call(b, article, { headers: bearer(token) });
  const editorViaNginx = await Promise.all(
    [1, 2, 3].map(() => call(cluster.nginxUrl, article, { host: DOMAINS.admin, headers: bearer(token) })),
  );
  /** @param {import('../lib/http.mjs').Answer} answer */
  const shows = (answer) => answer.status === 200 && answer.json().title === edited;
  const editorSeen = shows(editorB) && editorViaNginx.every(shows);

  /** @param {number | undefined} ms */
  const sinceSave = (ms) => (ms === undefined ? undefined : Date.now() - savedAt);
  const publicMs = await Promise.all(
    cluster.apiUrls.map(async (url) =>
      sinceSave(
        await waitFor(
          async () =>
            shows(await call(url, article)) &&
            (await call(url, '/api/post?limit=8'))
              .json()
              .some((/** @type {{ title: string }} */ item) => item.title === edited),
          { timeoutMs: GIVE_UP_MS },
        ),
      ),
    ),
  );
  const pageMs = await Promise.all(
    cluster.siteUrls.map(async (url) =>
      sinceSave(
        await waitFor(async () => (await call(url, page)).text().includes(edited), { timeoutMs: GIVE_UP_MS }),
      ),
    ),
  );
  /** @param {(number | undefined)[]} list */
  const slowest = (list) => {
    const known = list.filter((ms) => ms !== undefined);
    return known.length < list.length ? undefined : Math.max(...known);
  };
  const publicSlowest = slowest(publicMs);
  const pageSlowest = slowest(pageMs);

  return {
    figures: { publicMsPerInstance: publicMs, pageMsPerPageServer: pageMs },
    checks: [
      check(
        'the editor reads the edit at once through B and through nginx (signed-in reads skip the public cache)',
        editorSeen,
        `B: ${editorB.status} "${editorB.status === 200 ? editorB.json().title : ''}"`,
      ),
      check(
        `the public reads it through every instance within ${API_FRESHNESS_MS} ms (article and list)`,
        publicSlowest !== undefined && publicSlowest <= API_FRESHNESS_MS,
        publicMs.map((ms) => (ms === undefined ? `not within ${GIVE_UP_MS} ms` : `${ms} ms`)).join(', '),
      ),
      check(
        `both page servers draw it within ${PAGE_FRESHNESS_MS} ms`,
        pageSlowest !== undefined && pageSlowest <= PAGE_FRESHNESS_MS,
        pageMs.map((ms) => (ms === undefined ? `not within ${GIVE_UP_MS} ms` : `${ms} ms`)).join(', '),
      ),
    ],
  };
}

/** @param {(number | undefined)[]} values */
const list = (values) => values.map((ms) => (ms === undefined ? 'never' : `${ms}`)).join(' / ');
/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `editor through B at once; public through A / B / C after ${list(f.publicMsPerInstance)} ms; ` +
  `pages on both page servers after ${list(f.pageMsPerPageServer)} ms`;
