// When a cache tag was last invalidated in this process, as the 'use cache' handler
// (lib/cache/shared-tags.js) records it: an updateTag() here, or another instance's read from the
// shared table. For the copies kept outside 'use cache' (the proxy's permission table).
const INVALIDATIONS_KEY = Symbol.for('conecta.cache-tag-invalidations');

/** Date.now() of the latest invalidation of `tag` seen by this process; 0 if none. */
export function lastInvalidation(tag: string): number {
  const map: unknown = Reflect.get(globalThis, INVALIDATIONS_KEY);
  if (!(map instanceof Map)) return 0;
  const at: unknown = map.get(tag);
  return typeof at === 'number' ? at : 0;
}
