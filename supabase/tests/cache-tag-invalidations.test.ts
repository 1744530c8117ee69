// cache_tag_invalidations (the shared tags of cache-handler.mjs): the handler's Data API store with
// the secret key writes and reads it, every write is a new version stamped by the database, and
// nobody else may read or write it (RLS on, nothing granted to anon or authenticated).
import { anonClient, directSql, signedInUser, stackEnv } from '@conecta/supabase-local/testing';
import { dataApiTagStore } from '../../lib/cache/shared-tags';

const sql = directSql();
afterAll(() => sql.end());

const store = () => dataApiTagStore({ url: stackEnv.url, serviceKey: stackEnv.secretKey });
const uniqueTag = (name: string) => `test-${name}-${Math.random().toString(36).slice(2, 10)}`;

describe('cache_tag_invalidations', () => {
  it('the store writes a tag, reads it back, and a second write is a new version', async () => {
    const tag = uniqueTag('store');
    const [first] = await store().touch([tag, tag]);
    expect(first.tag).toBe(tag);
    expect((await store().read()).find((r) => r.tag === tag)?.version).toBe(first.version);
    const [second] = await store().touch([tag]);
    expect(second.version).not.toBe(first.version);
    expect((await store().read()).filter((r) => r.tag === tag)).toEqual([second]);
  });

  it('stamps every write with the database clock, whatever the client sent', async () => {
    const tag = uniqueTag('stamp');
    await sql`insert into public.cache_tag_invalidations (tag, invalidated_at) values (${tag}, '2000-01-01')`;
    const [row] = await sql<{ at: Date }[]>`select invalidated_at as at from public.cache_tag_invalidations where tag = ${tag}`;
    expect(row.at.getUTCFullYear()).toBeGreaterThan(2000);
  });

  it('is out of reach of the publishable key and of a signed-in user', async () => {
    const tag = uniqueTag('rls');
    await store().touch([tag]);
    const anon = anonClient();
    const { client: user } = await signedInUser({}, 'cache-tags');
    for (const client of [anon, user]) {
      const read = await client.from('cache_tag_invalidations').select('tag');
      expect(read.data ?? []).toEqual([]);
      const write = await client.from('cache_tag_invalidations').upsert({ tag }, { onConflict: 'tag' });
      expect(write.error).not.toBeNull();
    }
    const grants = await sql<{ grantee: string }[]>`
      select distinct grantee from information_schema.role_table_grants
      where table_schema = 'public' and table_name = 'cache_tag_invalidations'`;
    const grantees = grants.map((g) => g.grantee);
    expect(grantees).not.toContain('anon');
    expect(grantees).not.toContain('authenticated');
    const [{ rls }] = await sql<
      { rls: boolean }[]
    >`select relrowsecurity as rls from pg_class where oid = 'public.cache_tag_invalidations'::regclass`;
    expect(rls).toBe(true);
  });
});
