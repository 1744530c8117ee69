// public_profiles must not tell signed-in users which accounts are administrators (issue 7
// item 12): for everyone but administrators, an administrator's category reads null, like a
// profile whose owner has not chosen one yet; no filter on it finds them.
import { directSql } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, DEMO, HIRER, signInDemo, signUpAs } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

describe('public_profiles and administrators', () => {
  it('a creator or a hirer cannot tell an administrator apart', async () => {
    const [creator, hirer] = await Promise.all([signUpAs(CREATOR, 'pp-c'), signUpAs(HIRER, 'pp-h')]);
    for (const viewer of [creator, hirer]) {
      const admin = await viewer.client.from('public_profiles').select('id, full_name, category').eq('id', DEMO.admin).single();
      expect(admin.error).toBeNull();
      expect(admin.data).toEqual({ id: DEMO.admin, full_name: 'Ana Ribeiro', category: null });
      const search = await viewer.client.from('public_profiles').select('id').eq('category', ADMIN);
      expect(search.data).toEqual([]);
      const like = await viewer.client.from('public_profiles').select('id').ilike('category', 'admin%');
      expect(like.data).toEqual([]);
    }
    // Everyone else keeps their category.
    const seen = await creator.client.from('public_profiles').select('category').eq('id', hirer.id).single();
    expect(seen.data).toEqual({ category: HIRER });
  });

  it('administrators still see each other’s category', async () => {
    const { client } = await signInDemo('admin@exemplo.com.br');
    const { data } = await client.from('public_profiles').select('category').eq('id', DEMO.admin).single();
    expect(data).toEqual({ category: ADMIN });
    const [row] = await sql`select count(*)::int as n from public.profiles where category = ${ADMIN}`;
    expect(row.n).toBeGreaterThan(0);
  });
});
