import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PageCacheHandler from './page-cache-handler.cjs';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const record = () => (globalThis as Record<symbol, Map<string, string[]>>)[PageCacheHandler.RECORD];

describe('PageCacheHandler', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  const handler = new PageCacheHandler({
    fs: undefined,
    flushToDisk: false,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 10_000_000,
  } as never);
  const ctx = { isRoutePPREnabled: true, isFallback: false, cacheControl: { revalidate: 300, expire: undefined } };

  test('records the inline scripts of a page stored whole when it is stored, and follows a regeneration', async () => {
    await handler.set(
      '/login',
      { kind: 'APP_PAGE', html: '<script src="/a.js"></script><script>self.a=1</script>', postponed: undefined } as never,
      ctx as never,
    );
    expect(record().get('/login')).toEqual([sha('self.a=1')]);
    await handler.set('/login', { kind: 'APP_PAGE', html: '<script>self.a=2</script>', postponed: undefined } as never, ctx as never);
    expect(record().get('/login')).toEqual([sha('self.a=2')]);
  });

  test("keys of Next.js 16's route cache name the page; '/index' is the landing page", async () => {
    await handler.set(
      '/route-cache/APP_PAGE/f571/$/termos',
      { kind: 'APP_PAGE', html: '<script>self.t=1</script>' } as never,
      ctx as never,
    );
    expect(record().get('/termos')).toEqual([sha('self.t=1')]);
  });

  test("'/index' is the landing page; a shell with a per-request part needs no hash", async () => {
    await handler.set(
      '/route-cache/APP_PAGE/0487/$/index',
      { kind: 'APP_PAGE', html: '<script>self.home=1</script>' } as never,
      ctx as never,
    );
    await handler.set('/chat', { kind: 'APP_PAGE', html: '<script>x</script>', postponed: '2[]null' } as never, ctx as never);
    expect(record().get('/')).toEqual([sha('self.home=1')]);
    expect(record().get('/chat')).toEqual([]);
  });

  test('what it hands out is recorded too', async () => {
    record().delete('/login');
    const entry = await handler.get('/login', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE' });
    expect(record().get('/login')).toEqual([sha('self.a=2')]);
  });

  test('a document read again is not hashed again (Next.js hands back the same stored value)', async () => {
    const toUnchunkedString = jest.fn(() => '<script>self.r=1</script>');
    await handler.set('/rede', { kind: 'APP_PAGE', html: { toUnchunkedString } } as never, ctx as never);
    record().delete('/rede');
    await handler.get('/rede', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    await handler.get('/rede', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    expect(record().get('/rede')).toEqual([sha('self.r=1')]);
    expect(toUnchunkedString).toHaveBeenCalledTimes(1);
  });
});
