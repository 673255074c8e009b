// @ts-check
// One autocannon measurement, repeated and reduced to medians. Every request comes from a
// different simulated client (X-Forwarded-For, with the API trusting loopback as its proxy), so the
// per-client rate limit does not decide the figure.
import autocannon from 'autocannon';

/**
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

let clientCounter = 0;
const nextClient = () => {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

// With `paths`, each request takes the next one, so a cache keyed on the path cannot answer it. The
// place is kept from one run to the next: a measured run starting over would meet the warm-up's pages.
/** @type {WeakMap<string[], number>} */
const pathsRead = new WeakMap();

/**
 * What one autocannon run is asked for: one path, or several taken in turn.
 * @typedef {object} RunOptions
 * @property {string} url
 * @property {string} [path]
 * @property {string[]} [paths]
 * @property {'GET' | 'PATCH' | 'POST'} [method]
 * @property {string} [body]
 * @property {Record<string, string>} [headers]
 * @property {number} [connections]
 * @property {number} [duration] seconds
 * @property {number} [amount] requests, instead of a duration
 */

/**
 * @param {RunOptions} options
 * @returns {Promise<autocannon.Result>}
 */
const once = (options) => {
  const pathOf = () => {
    if (!options.paths) return options.path;
    const sent = pathsRead.get(options.paths) ?? 0;
    pathsRead.set(options.paths, sent + 1);
    return options.paths[sent % options.paths.length];
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        ...options,
        requests: [
          {
            method: options.method ?? 'GET',
            path: options.path,
            body: options.body,
            setupRequest: (request) => ({
              ...request,
              path: pathOf(),
              headers: {
                ...request.headers,
                ...(options.body ? { 'content-type': 'application/json' } : {}),
                ...options.headers,
                'x-forwarded-for': nextClient(),
              },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
};

/** @param {number[]} values */
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * One run against every server of `url` (one address or several) at once, the connections split
 * evenly between them as a balancer in front would; the percentiles are the slower server's.
 * @param {Omit<RunOptions, 'url'> & { url: string | string[]; connections: number }} options
 */
const onceAcross = async ({ url, connections, ...options }) => {
  const urls = [url].flat();
  const results = await Promise.all(
    urls.map((one) => once({ ...options, url: one, connections: Math.ceil(connections / urls.length) })),
  );
  return {
    requests: {
      average: sum(results.map((r) => r.requests.average)),
      total: sum(results.map((r) => r.requests.total)),
    },
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    non2xx: sum(results.map((r) => r.non2xx)),
    errors: sum(results.map((r) => r.errors)),
    timeouts: sum(results.map((r) => r.timeouts)),
  };
};

/**
 * The median of `runs` runs, after a one-second warm-up.
 * @param {Omit<RunOptions, 'url'> & { url: string | string[]; connections: number; runs: number }} options
 */
export const measure = async ({ url, path, paths, method, body, headers, connections, duration, runs }) => {
  const warmUp = await onceAcross({ url, path, paths, method, body, headers, connections, duration: 1 });
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await onceAcross({ url, path, paths, method, body, headers, connections, duration }));
  }
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((total, r) => total + r.non2xx + r.errors + r.timeouts, 0),
    // Every request sent, the warm-up's too: what a server's CPU time is divided by.
    sent: results.reduce((total, r) => total + r.requests.total, warmUp.requests.total),
  };
};

/**
 * Sends exactly `amount` requests over `paths` in turn: for what they cost, not how fast they go.
 * @param {{ url: string; paths: string[]; amount: number; connections?: number }} options
 */
export const sendRequests = ({ url, paths, amount, connections = 10 }) =>
  once({ url, path: paths[0], paths, amount, connections });
