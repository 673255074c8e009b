import { createHash } from 'node:crypto';
import { type EncodedCopies, type Encoding, encodedBody, preferredEncoding } from '@station/http/encoding';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ContentVersionWatch, watchContentVersion } from '../modules/content-version/index';

/**
 * How long this process reuses a public answer. Every accepted write drops the whole cache on every
 * instance within a second (the content version), so this only bounds what no write announces: the
 * view counts shown in lists and articles, up to twice this behind (an expired answer is served for one
 * more max-age while it refreshes).
 */
export const PUBLIC_MAX_AGE_SECONDS = 5;
/**
 * What shared caches (nginx, a CDN) may do with a public answer; browsers keep nothing (max-age=0)
 * and revalidate with the ETag, which costs a 304. An edge answers from its copy for a second, which
 * is enough to turn a link shared to thousands into one request a second to the API, and for four
 * more while it fetches the next one: a reader behind an edge is at most five seconds behind a write,
 * as before any edge. If the API cannot answer, the edge may keep serving its copy for a day: an
 * outage shows yesterday's news rather than an error page.
 */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=4, stale-if-error=86400';
/** A signed-in answer is the reader's own and always checked again, so an edit never looks lost. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';
/**
 * Distinct pages and search keys kept, and the bytes they may hold; beyond either the oldest go, so
 * odd URLs (every `skip` of 400 long posts) cannot grow memory. An answer bigger than ENTRY_MAX_BYTES
 * is served but not kept. Compressed copies come on top and are smaller.
 */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const ENTRY_MAX_BYTES = 4 * 1024 * 1024;
/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

interface Entry extends EncodedCopies {
  json: Buffer;
  etag: string;
  headers: Record<string, string>;
  expires: number;
}

export interface CachedAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

/** What the cache holds and how often it answered from memory, for the metrics. */
export interface PublicCacheStats {
  /** Answers sent from a kept entry. */
  hits: number;
  /** Answers that waited for the database (alone, or sharing a fill another reader started). */
  misses: number;
  entries: number;
  /** Bytes of uncompressed JSON kept. */
  bytes: number;
}

export interface PublicCache {
  /**
   * Sends the answer kept under `key`, or computes, keeps and sends it. The body is serialized once
   * per fill rather than per request; the route's schema still documents it. A request carrying
   * Authorization neither reads nor fills the cache: it is computed fresh, so an editor reading
   * through any instance sees every accepted write at once.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<CachedAnswer>,
  ): Promise<void>;
  /**
   * Marks the answer under `key` out of date without dropping it: the next reader still gets it and
   * starts the one refresh. For writes as frequent as reads (a visit count), where forgetting would
   * send every reader of a popular article to the database.
   */
  expire(key: string): void;
  clear(): void;
  stats(): PublicCacheStats;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    contentVersion: ContentVersionWatch;
  }
  interface FastifyContextConfig {
    /** A write route whose changes no cached public answer shows (the visit counter expires its own). */
    keepsPublicCache?: boolean;
  }
  interface FastifyRequest {
    /**
     * Set by a write that knows this change is one no reader sees (a draft saved): it keeps the cache
     * and the content version, which anyone may watch.
     */
    changedNothingPublic: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function toEntry({ body, headers = {} }: CachedAnswer): Entry {
  const json = Buffer.from(JSON.stringify(body));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, etag, headers, expires: Date.now() + PUBLIC_MAX_AGE_SECONDS * 1000 };
}

function encodingFor(request: FastifyRequest, entry: Entry): Encoding | undefined {
  if (entry.json.length < COMPRESS_MIN_BYTES) return undefined;
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' ? preferredEncoding(accepted) : undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  const vary = reply.getHeader('vary');
  // Authorization is in Vary so that no shared cache hands its public copy to a signed-in console.
  reply
    .headers(entry.headers)
    .header('etag', entry.etag)
    .header('vary', vary ? `${vary}, Authorization, Accept-Encoding` : 'Authorization, Accept-Encoding')
    .header('cache-control', request.headers.authorization ? SIGNED_IN_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && (ifNoneMatch === entry.etag || ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))) {
    reply.status(304).send();
    return;
  }
  const encoding = encodingFor(request, entry);
  if (encoding) reply.header('content-encoding', encoding);
  reply
    .type('application/json; charset=utf-8')
    .send(encoding ? encodedBody(entry, entry.json, encoding) : entry.json);
}

function createPublicCache(): PublicCache {
  const entries = new Map<string, Entry>();
  // A fill is kept only while it is still the pending one: a write that clears or forgets the key in
  // the meantime means its answer may predate that write, so it serves its own readers and is dropped.
  const pending = new Map<string, Promise<Entry>>();
  // Fills that may have read before an `expire`: what they bring is kept but already out of date.
  const outdatedFills = new WeakSet<Promise<Entry>>();

  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.json.length;
    entries.delete(key);
  }

  function keep(key: string, entry: Entry): void {
    remove(key);
    if (entry.json.length > ENTRY_MAX_BYTES) return;
    entries.set(key, entry);
    bytes += entry.json.length;
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) remove(entries.keys().next().value as string);
  }

  async function answerFor(
    request: FastifyRequest,
    key: string,
    compute: () => Promise<CachedAnswer>,
  ): Promise<Entry> {
    if (request.headers.authorization) return toEntry(await compute());
    const cached = entries.get(key);
    const now = Date.now();
    if (cached && now < cached.expires + PUBLIC_MAX_AGE_SECONDS * 1000) {
      // For one more max-age an expired answer is still served while one refresh runs, so readers do
      // not queue behind the database just because time passed or a visit was counted; writes that
      // change what readers see delete entries outright.
      if (cached.expires <= now && !pending.has(key)) fill(key, compute).catch(() => undefined);
      hits += 1;
      return cached;
    }
    // Readers arriving while one fill is under way share it instead of each querying the database.
    misses += 1;
    return pending.get(key) ?? fill(key, compute);
  }

  function fill(key: string, compute: () => Promise<CachedAnswer>): Promise<Entry> {
    const filling: Promise<Entry> = compute()
      .then((answer) => {
        const entry = toEntry(answer);
        if (pending.get(key) !== filling) return entry;
        if (outdatedFills.has(filling)) entry.expires = Date.now();
        keep(key, entry);
        return entry;
      })
      .finally(() => {
        if (pending.get(key) === filling) pending.delete(key);
      });
    pending.set(key, filling);
    return filling;
  }

  return {
    async serve(request, reply, key, compute) {
      send(request, reply, await answerFor(request, key, compute));
      // Settled only once the answer has gone: a route's promise that settles while async onSend hooks
      // are still running would have Fastify send a second, empty answer and log an error.
      await reply;
    },
    expire(key) {
      const entry = entries.get(key);
      if (entry) entry.expires = Math.min(entry.expires, Date.now());
      const filling = pending.get(key);
      if (filling) outdatedFills.add(filling);
    },
    clear() {
      entries.clear();
      bytes = 0;
      pending.clear();
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}

/**
 * A write the API refused (bad input, no token, no such row, throttled) changed nothing, so it keeps
 * the cache; otherwise anyone could empty it with anonymous POSTs. A server error may have written
 * part of its work, so it clears like a success.
 */
function mayHaveWritten(request: FastifyRequest, reply: FastifyReply): boolean {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.keepsPublicCache) return false;
  if (request.changedNothingPublic) return false;
  return reply.statusCode < 400 || reply.statusCode >= 500;
}

/**
 * Public reads answered from memory, with ETag/304 and compression. Any write through the API clears
 * this instance's copy at once and moves the content version, which clears every other instance's
 * within a second.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = createPublicCache();
  const contentVersion = watchContentVersion({ database: app.database, onChange: cache.clear, log: app.log });
  app.decorate('publicCache', cache);
  app.decorate('contentVersion', contentVersion);
  app.decorateRequest('changedNothingPublic', false);
  app.addHook('onReady', () => contentVersion.start());
  app.addHook('onClose', () => contentVersion.stop());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayHaveWritten(request, reply)) return payload;
    cache.clear();
    // Awaited, so the write is acknowledged only once every instance can hear of it.
    await contentVersion.move().catch((error: unknown) => {
      request.log.warn({ err: error }, 'moving the content version failed; other instances catch up by age');
    });
    return payload;
  });
});
