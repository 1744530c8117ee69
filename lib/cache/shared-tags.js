// The 'use cache' handler's logic (next.config.mjs `cacheHandlers`, docs/architecture/quality.md
// "More than one instance"). Cache entries stay in each process's memory, in Next's own default
// handler; what is shared between instances is the tag invalidations. An instance's updateTag()
// writes the tag into the `cache_tag_invalidations` table (through the Data API, with the
// service-role key), and every instance reads the table once per `syncMs` (a timer in the
// background; refreshTags(), before a request's first cache read, reads only when the timer fell
// behind by a whole period, as in a process frozen between requests),
// expiring locally each tag whose row changed since its last read. Clocks of different machines are
// never compared: a changed row expires the tag at this process's own time of the read.
//
// Without a shared store (one instance, `npm start`) the handler is the default in-memory handler
// as it is. Plain CommonJS: Next loads the handler file with Node as it is, without compiling it.
// Types: shared-tags.d.ts beside this file.
'use strict';

// Plain CommonJS, loaded by Node as it is: require() is the way in.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const http = require('node:http');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const https = require('node:https');

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 4 });
const DEFAULT_SYNC_MS = 1000;
const DEFAULT_TIMEOUT_MS = 1000;
/** Where the handler publishes the local time each tag was last invalidated (lib/cache/invalidations.ts). */
const INVALIDATIONS_KEY = Symbol.for('conecta.cache-tag-invalidations');

/** The process-wide map tag -> Date.now() of its latest invalidation seen here (local or remote). */
function invalidationMap(scope = globalThis) {
  if (!(scope[INVALIDATIONS_KEY] instanceof Map)) scope[INVALIDATIONS_KEY] = new Map();
  return scope[INVALIDATIONS_KEY];
}

/**
 * The pure part: which tags changed between two reads of the table. `seen` maps tag -> version
 * (the row's invalidated_at as the database wrote it); the first read of a process reports every
 * row (a build's prerendered pages are older than any of them).
 */
function changedTags(seen, rows) {
  const changed = [];
  for (const row of rows) {
    if (seen.get(row.tag) !== row.version) changed.push(row.tag);
  }
  return changed;
}

/**
 * A handler wrapping `inner` (Next's default in-memory handler). `store` null: `inner` alone.
 * `store`: { read(): Promise<{tag, version}[]>, touch(tags): Promise<{tag, version}[]> }.
 */
function createSharedTagsHandler({
  inner,
  store,
  now = Date.now,
  syncMs = DEFAULT_SYNC_MS,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  invalidations = invalidationMap(),
  log = (message) => console.error(`[cache-tags] ${message}`),
  schedule = (fn, ms) => {
    const timer = setInterval(fn, ms);
    timer.unref?.();
    return () => clearInterval(timer);
  },
}) {
  const publish = (tags) => {
    const at = now();
    for (const tag of tags) invalidations.set(tag, at);
  };

  if (!store) {
    return {
      handler: {
        get: (cacheKey, softTags) => inner.get(cacheKey, softTags),
        set: (cacheKey, pendingEntry) => inner.set(cacheKey, pendingEntry),
        refreshTags: () => inner.refreshTags(),
        getExpiration: (tags) => inner.getExpiration(tags),
        async updateTags(tags, durations) {
          publish(tags);
          await inner.updateTags(tags, durations);
        },
      },
      sync: async () => {},
      stop: () => {},
    };
  }

  /** tag -> version of the row as last read or written here. */
  const seen = new Map();
  let lastSyncAt = -Infinity;
  let syncing = null;
  let failures = 0;

  const withTimeout = (promise) => {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  };

  async function readOnce() {
    const started = now();
    try {
      const rows = await withTimeout(store.read());
      const changed = changedTags(seen, rows);
      for (const row of rows) seen.set(row.tag, row.version);
      if (changed.length) {
        publish(changed);
        await inner.updateTags(changed);
      }
      if (failures) log(`reading the shared invalidations again after ${failures} failure(s)`);
      failures = 0;
    } catch (error) {
      // Keep serving what this process has; the next sync tries again. Logged once per outage.
      if (failures === 0) log(`could not read the shared invalidations: ${error?.message ?? error}`);
      failures += 1;
    } finally {
      lastSyncAt = started;
    }
  }

  /** One read of the table at a time: concurrent callers share it. */
  function sync() {
    syncing ??= readOnce().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  // The timer keeps the tags at most `syncMs` old in a running process, so a request waits for no
  // read. A process that was frozen between requests (serverless) missed its ticks: its first
  // request reads before its first cache read.
  const stop = schedule(() => void sync(), syncMs);
  const overdue = () => now() - lastSyncAt >= 2 * syncMs;

  return {
    handler: {
      get: (cacheKey, softTags) => inner.get(cacheKey, softTags),
      set: (cacheKey, pendingEntry) => inner.set(cacheKey, pendingEntry),
      async refreshTags() {
        await inner.refreshTags();
        if (overdue()) await sync();
      },
      getExpiration: (tags) => inner.getExpiration(tags),
      async updateTags(tags, durations) {
        publish(tags);
        await inner.updateTags(tags, durations);
        if (!tags.length) return;
        try {
          // The row's new version is this process's own write: not expired again at the next read.
          for (const row of await withTimeout(store.touch(tags))) seen.set(row.tag, row.version);
        } catch (error) {
          log(`could not share the invalidation of ${tags.join(', ')}: ${error?.message ?? error}`);
        }
      },
    },
    sync,
    stop,
  };
}

const TABLE = 'cache_tag_invalidations';

/**
 * A JSON request with node:http(s), never the global fetch: Next patches fetch to track and cache
 * a request's reads, and these reads run in whatever request (or timer of one) asked first.
 */
function nodeRequest(url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method, headers, agent: target.protocol === 'https:' ? httpsAgent : httpAgent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            ok: response.statusCode >= 200 && response.statusCode < 300,
            status: response.statusCode,
            text: async () => text,
            json: async () => JSON.parse(text),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The table through the Data API with the service-role key (the same settings as the app's): no
 * connection to hold, so it suits serverless instances as well as long-running ones.
 */
function dataApiTagStore({ url, serviceKey, fetchImpl = nodeRequest }) {
  const base = `${url.replace(/\/+$/, '')}/rest/v1/${TABLE}`;
  // Opaque keys (sb_secret_...) go in `apikey` only; a legacy JWT key is also the bearer token.
  const headers = { apikey: serviceKey, 'content-type': 'application/json' };
  if (!serviceKey.startsWith('sb_')) headers.authorization = `Bearer ${serviceKey}`;
  const rowsOf = async (response) => {
    if (!response.ok) throw new Error(`Data API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const body = await response.json();
    if (!Array.isArray(body)) throw new Error('Data API answered no list');
    return body.map((row) => ({ tag: String(row.tag), version: String(row.invalidated_at) }));
  };
  return {
    async read() {
      return rowsOf(await fetchImpl(`${base}?select=tag,invalidated_at`, { headers }));
    },
    async touch(tags) {
      const response = await fetchImpl(`${base}?on_conflict=tag&select=tag,invalidated_at`, {
        method: 'POST',
        headers: { ...headers, prefer: 'resolution=merge-duplicates,return=representation' },
        body: JSON.stringify([...new Set(tags)].map((tag) => ({ tag }))),
      });
      return rowsOf(response);
    },
  };
}

/**
 * The store the environment asks for: SHARED_CACHE_TAGS=1 with NEXT_PUBLIC_SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY set; null otherwise (one instance).
 */
function storeFromEnv(env = process.env) {
  if (env.SHARED_CACHE_TAGS !== '1') return null;
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) {
    console.error(
      '[cache-tags] SHARED_CACHE_TAGS=1 needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: tags stay in this process',
    );
    return null;
  }
  return dataApiTagStore({ url, serviceKey });
}

/** SHARED_CACHE_TAGS_SYNC_MS: how often the table is read (default 1000, at least 100). */
function syncMsFromEnv(env = process.env) {
  const value = Number(env.SHARED_CACHE_TAGS_SYNC_MS);
  return Number.isFinite(value) && value >= 100 ? value : DEFAULT_SYNC_MS;
}

module.exports = { changedTags, createSharedTagsHandler, dataApiTagStore, invalidationMap, storeFromEnv, syncMsFromEnv, INVALIDATIONS_KEY };
