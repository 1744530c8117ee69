// The page cache of `next start` (next.config.mjs `cacheHandler`): Next.js's own file-system cache,
// plus the script policy of every document stored whole. Such a page is sent as stored, without the
// request's CSP nonce, so its inline scripts are allowed by their sha256 (docs/security.md, "Browser
// headers"). The policy travels with the document: it is written into the entry's headers, which
// Next.js sends with whichever copy it serves, a copy regenerated a moment ago included (the proxy,
// which runs before the page is read, cannot know which copy that will be). The proxy records whether
// a page is stored whole or renders per request from what this cache hands out.
// Plain CommonJS: Next.js loads it at run time, unbundled.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Next.js unbundled */

const { createHash } = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const CSP_HEADER = 'content-security-policy';

/**
 * Shared with the proxy, which runs in the same process: page path → the hashes of its inline
 * scripts when it is stored whole, null for a shell with a per-request part.
 */
const RECORD = Symbol.for('conecta.storedDocuments');
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
 * The policy a document stored whole carries: scripts from the app's files and its own inline
 * scripts, by hash. The browser enforces it together with the proxy's (every other directive).
 */
function storedDocumentPolicy(hashes) {
  return ["script-src 'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
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

/** The hashes of the values already given their policy: Next.js keeps the same object in memory between reads. */
const vouched = new WeakMap();

/**
 * Writes the script policy into a stored page's headers (once per value) and records the page's
 * kind for the proxy. A shell with a per-request part renders its scripts with the nonce: it needs none.
 */
function vouchFor(key, value) {
  if (!value || typeof value !== 'object' || value.kind !== 'APP_PAGE' || typeof key !== 'string') return;
  if (value.postponed) {
    record.set(pathOfKey(key), null);
    return;
  }
  let hashes = vouched.get(value);
  if (!hashes) {
    const html = typeof value.html === 'string' ? value.html : value.html?.toUnchunkedString?.();
    if (typeof html !== 'string') return;
    hashes = inlineScriptHashes(html);
    value.headers = { ...value.headers, [CSP_HEADER]: storedDocumentPolicy(hashes) };
    vouched.set(value, hashes);
  }
  record.set(pathOfKey(key), hashes);
}

class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry) vouchFor(key, entry.value);
    return entry;
  }

  async set(key, data, ctx) {
    // Next.js serves this same value to the request that regenerated it and to those waiting on it.
    vouchFor(key, data);
    return super.set(key, data, ctx);
  }
}

module.exports = PageCacheHandler;
module.exports.inlineScriptHashes = inlineScriptHashes;
module.exports.RECORD = RECORD;
