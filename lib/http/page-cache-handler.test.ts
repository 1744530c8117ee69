import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PageCacheHandler from './page-cache-handler.cjs';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const record = () => (globalThis as Record<symbol, Map<string, string[] | null>>)[PageCacheHandler.RECORD];
const policyOf = (value: unknown) => (value as { headers?: Record<string, string> }).headers?.['content-security-policy'];

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
  const page = (html: unknown, extra: object = {}) => ({ kind: 'APP_PAGE', html, postponed: undefined, ...extra });

  test('a page stored whole carries the policy of its own inline scripts, and a regenerated copy its own', async () => {
    const first = page('<script src="/a.js"></script><script>self.a=1</script>', { headers: { 'x-next-cache-tags': 'terms' } });
    await handler.set('/login', first as never, ctx as never);
    expect(first).toMatchObject({ headers: { 'x-next-cache-tags': 'terms' } });
    expect(policyOf(first)).toBe(`script-src 'self' '${sha('self.a=1')}'`);
    expect(record().get('/login')).toEqual([sha('self.a=1')]);
    // The value Next.js serves to the request that regenerated it and to those waiting on it.
    const second = page('<script>self.a=2</script><script>self.b=3</script>');
    await handler.set('/login', second as never, ctx as never);
    expect(policyOf(second)).toBe(`script-src 'self' '${sha('self.a=2')}' '${sha('self.b=3')}'`);
    expect(policyOf(first)).toBe(`script-src 'self' '${sha('self.a=1')}'`);
  });

  test("keys of Next.js 16's route cache name the page; '/index' is the landing page", async () => {
    await handler.set('/route-cache/APP_PAGE/f571/$/termos', page('<script>self.t=1</script>') as never, ctx as never);
    await handler.set('/route-cache/APP_PAGE/0487/$/index', page('<script>self.home=1</script>') as never, ctx as never);
    expect(record().get('/termos')).toEqual([sha('self.t=1')]);
    expect(record().get('/')).toEqual([sha('self.home=1')]);
  });

  test('a shell with a per-request part carries no policy of its own (the nonce covers its scripts)', async () => {
    const shell = page('<script>x</script>', { postponed: '2[]null' });
    await handler.set('/chat', shell as never, ctx as never);
    expect(record().get('/chat')).toBeNull();
    expect(policyOf(shell)).toBeUndefined();
  });

  test('what it hands out carries the policy too (a page stored by the build)', async () => {
    record().delete('/login');
    const entry = await handler.get('/login', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE' });
    expect(policyOf(entry?.value)).toContain(sha('self.b=3'));
    expect(record().get('/login')).toEqual([sha('self.a=2'), sha('self.b=3')]);
  });

  test('a document read again is not hashed again (Next.js hands back the same stored value)', async () => {
    const toUnchunkedString = jest.fn(() => '<script>self.r=1</script>');
    await handler.set('/rede', page({ toUnchunkedString }) as never, ctx as never);
    record().delete('/rede');
    await handler.get('/rede', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    const entry = await handler.get('/rede', { kind: 'APP_PAGE', isRoutePPREnabled: true } as never);
    expect(record().get('/rede')).toEqual([sha('self.r=1')]);
    expect(policyOf(entry?.value)).toBe(`script-src 'self' '${sha('self.r=1')}'`);
    expect(toUnchunkedString).toHaveBeenCalledTimes(1);
  });
});
