// Administrators' server actions (issue 7 items 6, 7, 11) run against the local stack with the
// caller's real session: the administrator role is checked in the database, so an administrator
// demoted a moment ago is refused while the access token still says 'administrador'.
import type { SupabaseClient } from '@supabase/supabase-js';
import { deleteAccount } from '@/lib/actions/admin/delete-account';
import { setAccountBlocked } from '@/lib/actions/admin/set-account-blocked';
import { NOT_AN_ADMINISTRATOR } from '@/lib/auth/define-admin-action';
import { createClient } from '@/lib/supabase/server';
import { directSql, stackEnv } from '@conecta/supabase-local/testing';
import { cacheCalls } from './fuzz/support/next-mocks';
import { ADMIN, CREATOR, HIRER, jwtPayload, signedInAdmin, signUpAs } from './helpers';

jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
// The cache expiries an action asks for are recorded (Next's request scope is not there in Jest).
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./fuzz/support/next-mocks').cacheOverrides }));
const mockedCreateClient = createClient as jest.MockedFunction<typeof createClient>;

const sql = directSql();
afterAll(() => sql.end());

beforeAll(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = stackEnv.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = stackEnv.publishableKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stackEnv.secretKey;
});

/** The next action runs as this signed-in client (what the server client would read from cookies). */
const actingAs = (client: SupabaseClient) => mockedCreateClient.mockResolvedValue(client as Awaited<ReturnType<typeof createClient>>);

const blocked = async (id: string) => (await sql`select is_blocked from public.profiles where id = ${id}`)[0]?.is_blocked;

describe('setAccountBlocked', () => {
  it('an administrator blocks and unblocks an account', async () => {
    const [admin, target] = await Promise.all([signedInAdmin(sql, 'act-admin'), signUpAs(CREATOR, 'act-target')]);
    expect(jwtPayload(admin.session.access_token).gate.category).toBe(ADMIN);
    actingAs(admin.client);
    cacheCalls.length = 0;
    expect(await setAccountBlocked({ userId: target.id, blocked: true, reason: 'Perfil falso' })).toEqual({
      ok: true,
      data: { blocked: true },
    });
    expect(await blocked(target.id)).toBe(true);
    // The blocked author's posts leave the feed's preview in the next /feed document.
    expect(cacheCalls).toEqual(['updateTag:feed-preview']);
    expect(await setAccountBlocked({ userId: target.id, blocked: false })).toEqual({ ok: true, data: { blocked: false } });
    expect(await blocked(target.id)).toBe(false);
  });

  it("shows the database's refusals in pt-BR", async () => {
    const admin = await signedInAdmin(sql, 'act-self');
    actingAs(admin.client);
    expect(await setAccountBlocked({ userId: admin.id, blocked: true })).toEqual({
      ok: false,
      error: 'Você não pode bloquear a sua própria conta.',
    });
    expect(await setAccountBlocked({ userId: crypto.randomUUID(), blocked: true })).toEqual({ ok: false, error: 'Conta não encontrada.' });
  });

  it('a demoted administrator is refused while the token still says administrador (stale authority)', async () => {
    const [admin, target] = await Promise.all([signedInAdmin(sql, 'act-demoted'), signUpAs(HIRER, 'act-target2')]);
    await sql`update public.profiles set category = ${HIRER} where id = ${admin.id}`;
    expect(jwtPayload(admin.session.access_token).gate.category).toBe(ADMIN);
    actingAs(admin.client);
    expect(await setAccountBlocked({ userId: target.id, blocked: true })).toEqual({ ok: false, error: NOT_AN_ADMINISTRATOR });
    expect(await deleteAccount({ userId: target.id })).toEqual({ ok: false, error: NOT_AN_ADMINISTRATOR });
    expect(await blocked(target.id)).toBe(false);
  });

  it('a blocked administrator is refused too, and so is everyone else', async () => {
    const [admin, other, target] = await Promise.all([
      signedInAdmin(sql, 'act-blocked'),
      signUpAs(CREATOR, 'act-other'),
      signUpAs(CREATOR, 'act-target3'),
    ]);
    await sql`update public.profiles set is_blocked = true where id = ${admin.id}`;
    actingAs(admin.client);
    const refused = await setAccountBlocked({ userId: target.id, blocked: true });
    expect(refused.ok).toBe(false);
    actingAs(other.client);
    expect(await setAccountBlocked({ userId: target.id, blocked: true })).toEqual({ ok: false, error: NOT_AN_ADMINISTRATOR });
    expect(await blocked(target.id)).toBe(false);
  });
});

describe('deleteAccount', () => {
  it('an administrator deletes an account; the deletion is audited by id only', async () => {
    const [admin, target] = await Promise.all([signedInAdmin(sql, 'act-del'), signUpAs(CREATOR, 'act-gone')]);
    actingAs(admin.client);
    cacheCalls.length = 0;
    expect(await deleteAccount({ userId: target.id })).toEqual({ ok: true, data: { filesLeft: false } });
    expect(cacheCalls).toEqual(['updateTag:feed-preview']);
    const [left] = await sql`select count(*)::int as n from auth.users where id = ${target.id}`;
    expect(left.n).toBe(0);
    const audit = await sql`select actor_id, action, details from public.admin_audit where target_id = ${target.id}`;
    expect(audit).toEqual([{ actor_id: admin.id, action: 'account_deleted', details: {} }]);
  });

  it('refuses deleting oneself and unknown accounts', async () => {
    const admin = await signedInAdmin(sql, 'act-del-self');
    actingAs(admin.client);
    expect(await deleteAccount({ userId: admin.id })).toEqual({ ok: false, error: 'Você não pode excluir a sua própria conta aqui.' });
    expect(await deleteAccount({ userId: crypto.randomUUID() })).toEqual({ ok: false, error: 'Conta não encontrada.' });
    expect(await deleteAccount({ userId: 'não-é-um-id' })).toMatchObject({ ok: false, fieldErrors: { userId: ['Conta inválida.'] } });
  });
});
