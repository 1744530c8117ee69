// The 'use cache' handler of next.config.mjs (`cacheHandlers.default` and `.remote`): Next's default
// in-memory handler, with tag invalidations shared between instances when SHARED_CACHE_TAGS=1
// (lib/cache/shared-tags.js; docs/architecture/quality.md, "More than one instance"). Next imports
// this file with Node as it is (no compilation), so it is plain JavaScript.
import defaultHandlers from 'next/dist/server/lib/cache-handlers/default.js';
import sharedTags from './lib/cache/shared-tags.js';

// The size Next gives its own default handler (cacheMaxMemorySize).
const MEMORY_BYTES = 50 * 1024 * 1024;

const { handler } = sharedTags.createSharedTagsHandler({
  inner: defaultHandlers.createDefaultCacheHandler(MEMORY_BYTES),
  store: sharedTags.storeFromEnv(),
  syncMs: sharedTags.syncMsFromEnv(),
});

export default handler;
