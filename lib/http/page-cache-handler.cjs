// The page cache of `next start` (next.config.mjs `cacheHandler`): Next.js's own file-system cache,
// plus a record of the inline scripts of every stored document it hands out or stores. A page
// stored whole is sent as stored, without the request's CSP nonce, so the proxy allows its inline
// scripts by hash (docs/security.md, "Browser headers"); a stored page is regenerated when its
// cached data expires (a new logo, new terms), and this record follows it, so the policy the proxy
// sends matches the document served. Plain CommonJS: Next.js loads it at run time, unbundled.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Next.js unbundled */

const { createHash } = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** Shared with the proxy, which runs in the same process: cache key → sha256 source expressions. */
const RECORD = Symbol.for('conecta.storedDocumentScripts');
const record = (globalThis[RECORD] ??= new Map());

/** sha256 source expressions of every inline script of an HTML document. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The path a cache key stands for: Next.js 16 keys a page as `/route-cache/APP_PAGE/<build>/$/login`
 * (older layouts: `/login`); `index` is '/'.
 */
function pathOfKey(key) {
  const marker = key.indexOf('/$/');
  const path = marker === -1 ? key : key.slice(marker + 2);
  return path === '/index' ? '/' : path;
}

/** The hashes of each stored value Next.js hands back: it keeps the same object in memory between reads. */
const hashesOfValue = new WeakMap();

function hashesOf(value) {
  let hashes = hashesOfValue.get(value);
  if (hashes) return hashes;
  // A shell with a per-request part renders its scripts with the nonce; only React's fixed line is
  // stored, and the policy allows it everywhere.
  if (value.postponed) hashes = [];
  else {
    const html = typeof value.html === 'string' ? value.html : value.html?.toUnchunkedString?.();
    if (typeof html !== 'string') return undefined;
    hashes = inlineScriptHashes(html);
  }
  hashesOfValue.set(value, hashes);
  return hashes;
}

function remember(key, value) {
  if (!value || typeof value !== 'object' || value.kind !== 'APP_PAGE' || typeof key !== 'string') return;
  const hashes = hashesOf(value);
  if (hashes) record.set(pathOfKey(key), hashes);
}

class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry) remember(key, entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    // Before the entry can be served: a request that reads the new document finds its hashes.
    remember(key, data);
    return super.set(key, data, ctx);
  }
}

module.exports = PageCacheHandler;
module.exports.inlineScriptHashes = inlineScriptHashes;
module.exports.RECORD = RECORD;
