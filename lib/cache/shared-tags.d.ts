// Types of shared-tags.js (plain CommonJS, loaded by Next without compiling).
export type TagRow = { tag: string; version: string };

export type TagStore = {
  read(): Promise<TagRow[]>;
  touch(tags: string[]): Promise<TagRow[]>;
};

/** The 'use cache' handler interface of Next 16 (next/dist/server/lib/cache-handlers/types). */
export type CacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<unknown>;
  set(cacheKey: string, pendingEntry: Promise<unknown>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

export const INVALIDATIONS_KEY: unique symbol;

export function invalidationMap(scope?: object): Map<string, number>;

export function changedTags(seen: ReadonlyMap<string, string>, rows: readonly TagRow[]): string[];

export function createSharedTagsHandler(options: {
  inner: CacheHandler;
  store: TagStore | null;
  now?: () => number;
  syncMs?: number;
  timeoutMs?: number;
  invalidations?: Map<string, number>;
  log?: (message: string) => void;
  schedule?: (fn: () => void, ms: number) => () => void;
}): { handler: CacheHandler; sync: () => Promise<void>; stop: () => void };

/** What the store needs of a request: the default is node:http(s), never Next's patched fetch. */
export type JsonRequest = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> }>;

export function dataApiTagStore(options: { url: string; serviceKey: string; fetchImpl?: JsonRequest }): TagStore;

export function storeFromEnv(env?: Record<string, string | undefined>): TagStore | null;

export function syncMsFromEnv(env?: Record<string, string | undefined>): number;
