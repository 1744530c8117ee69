// The 'use cache' handler's shared tags (shared-tags.js): which tags a read of the table expires,
// when a request waits for a read, what a local invalidation writes, and that without a store the
// handler is Next's default as it is. A fake clock and a fake store; no timers run.
import {
  changedTags,
  createSharedTagsHandler,
  dataApiTagStore,
  storeFromEnv,
  syncMsFromEnv,
  type CacheHandler,
  type JsonRequest,
  type TagRow,
  type TagStore,
} from './shared-tags';

function fakeInner() {
  const expired: string[][] = [];
  const inner: CacheHandler = {
    get: jest.fn(async () => undefined),
    set: jest.fn(async () => {}),
    refreshTags: jest.fn(async () => {}),
    getExpiration: jest.fn(async () => 0),
    updateTags: jest.fn(async (tags: string[]) => {
      expired.push([...tags]);
    }),
  };
  return { inner, expired };
}

function fakeStore(rows: TagRow[] = []) {
  let version = 0;
  const table = new Map(rows.map((r) => [r.tag, r.version]));
  const calls = { read: 0, touch: 0 };
  const store: TagStore = {
    read: async () => {
      calls.read += 1;
      return [...table].map(([tag, v]) => ({ tag, version: v }));
    },
    touch: async (tags) => {
      calls.touch += 1;
      return tags.map((tag) => {
        version += 1;
        table.set(tag, `v${version}`);
        return { tag, version: `v${version}` };
      });
    },
  };
  /** Another instance's write. */
  const writeElsewhere = (tag: string) => {
    version += 1;
    table.set(tag, `v${version}`);
  };
  return { store, calls, writeElsewhere };
}

function setup(rows: TagRow[] = []) {
  let clock = 1_000_000;
  const { inner, expired } = fakeInner();
  const fake = fakeStore(rows);
  const invalidations = new Map<string, number>();
  const logs: string[] = [];
  const { handler, sync } = createSharedTagsHandler({
    inner,
    store: fake.store,
    now: () => clock,
    syncMs: 1000,
    invalidations,
    log: (m) => logs.push(m),
    schedule: () => () => {},
  });
  return { handler, sync, inner, expired, invalidations, logs, ...fake, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('changedTags', () => {
  it('lists the tags that are new or whose version changed', () => {
    const seen = new Map([
      ['menu-pages', 'a'],
      ['site-images', 'b'],
    ]);
    const rows = [
      { tag: 'menu-pages', version: 'a' },
      { tag: 'site-images', version: 'c' },
      { tag: 'terms-of-use', version: 'd' },
    ];
    expect(changedTags(seen, rows)).toEqual(['site-images', 'terms-of-use']);
    expect(changedTags(new Map(), [])).toEqual([]);
  });
});

describe('createSharedTagsHandler with a store', () => {
  it("expires at the first read every tag the table holds (a build's pages are older)", async () => {
    const t = setup([{ tag: 'menu-pages', version: 'x' }]);
    await t.handler.refreshTags();
    expect(t.calls.read).toBe(1);
    expect(t.expired).toEqual([['menu-pages']]);
    expect(t.invalidations.get('menu-pages')).toBe(t.now());
  });

  it("expires another instance's invalidation at the next read, once", async () => {
    const t = setup();
    await t.sync();
    t.writeElsewhere('site-images');
    t.advance(1000);
    await t.sync();
    expect(t.expired).toEqual([['site-images']]);
    expect(t.invalidations.get('site-images')).toBe(t.now());
    t.advance(1000);
    await t.sync();
    expect(t.expired).toEqual([['site-images']]);
  });

  it('lets a request wait for a read only when the timer fell a whole period behind', async () => {
    const t = setup();
    await t.handler.refreshTags();
    expect(t.calls.read).toBe(1);
    t.advance(1500);
    await t.handler.refreshTags();
    expect(t.calls.read).toBe(1);
    t.advance(500);
    await t.handler.refreshTags();
    expect(t.calls.read).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    const t = setup();
    await Promise.all([t.sync(), t.sync(), t.handler.refreshTags()]);
    expect(t.calls.read).toBe(1);
  });

  it('expires a local invalidation here at once, writes it to the table and does not expire it again at the next read', async () => {
    const t = setup();
    await t.sync();
    await t.handler.updateTags(['menu-pages']);
    expect(t.expired).toEqual([['menu-pages']]);
    expect(t.calls.touch).toBe(1);
    expect(t.invalidations.get('menu-pages')).toBe(t.now());
    t.advance(1000);
    await t.sync();
    expect(t.expired).toEqual([['menu-pages']]);
  });

  it('keeps serving when the table cannot be read or written, and says so once per outage', async () => {
    const t = setup();
    t.store.read = async () => {
      throw new Error('down');
    };
    t.store.touch = async () => {
      throw new Error('down');
    };
    await t.sync();
    t.advance(1000);
    await t.sync();
    await t.handler.updateTags(['site-images']);
    expect(t.expired).toEqual([['site-images']]);
    expect(t.logs).toEqual(['could not read the shared invalidations: down', 'could not share the invalidation of site-images: down']);
  });

  it('passes get, set and getExpiration to the default handler', async () => {
    const t = setup();
    await t.handler.get('k', ['t']);
    await t.handler.set('k', Promise.resolve({}));
    await t.handler.getExpiration(['t']);
    expect(t.inner.get).toHaveBeenCalledWith('k', ['t']);
    expect(t.inner.set).toHaveBeenCalledTimes(1);
    expect(t.inner.getExpiration).toHaveBeenCalledWith(['t']);
  });
});

describe('createSharedTagsHandler without a store', () => {
  it('is the default handler, and still records local invalidations for the proxy', async () => {
    const { inner, expired } = fakeInner();
    const invalidations = new Map<string, number>();
    const { handler } = createSharedTagsHandler({ inner, store: null, now: () => 42, invalidations, schedule: () => () => {} });
    await handler.refreshTags();
    await handler.updateTags(['terms-of-use'], { expire: 0 });
    expect(inner.refreshTags).toHaveBeenCalledTimes(1);
    expect(inner.updateTags).toHaveBeenCalledWith(['terms-of-use'], { expire: 0 });
    expect(expired).toEqual([['terms-of-use']]);
    expect(invalidations.get('terms-of-use')).toBe(42);
  });
});

describe('settings', () => {
  it('shares tags only when asked to and configured', () => {
    expect(storeFromEnv({})).toBeNull();
    expect(
      storeFromEnv({ SHARED_CACHE_TAGS: '1', NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_1' }),
    ).not.toBeNull();
  });

  it('reads the sync period, at least 100 ms', () => {
    expect(syncMsFromEnv({})).toBe(1000);
    expect(syncMsFromEnv({ SHARED_CACHE_TAGS_SYNC_MS: '500' })).toBe(500);
    expect(syncMsFromEnv({ SHARED_CACHE_TAGS_SYNC_MS: '5' })).toBe(1000);
  });

  it('sends an opaque secret key as apikey only, a JWT key as the bearer token too', async () => {
    const seen: Headers[] = [];
    const fetchImpl: JsonRequest = async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('[{"tag":"menu-pages","invalidated_at":"2026-11-29T10:00:00.123456+00:00"}]');
    };
    const rows = await dataApiTagStore({ url: 'https://x.supabase.co/', serviceKey: 'sb_secret_1', fetchImpl }).read();
    await dataApiTagStore({ url: 'https://x.supabase.co', serviceKey: 'eyJ.jwt', fetchImpl }).touch(['menu-pages', 'menu-pages']);
    expect(rows).toEqual([{ tag: 'menu-pages', version: '2026-11-29T10:00:00.123456+00:00' }]);
    expect([seen[0].get('apikey'), seen[0].get('authorization')]).toEqual(['sb_secret_1', null]);
    expect(seen[1].get('authorization')).toBe('Bearer eyJ.jwt');
  });
});
