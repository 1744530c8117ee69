// The custom access token hook (enabled in supabase/config.toml) puts the profile gate in every
// access token: category, type, onboarding_completed and the filled required fields.
import { AGENCY_REQUIRED_FIELDS, BRAND_REQUIRED_FIELDS, GATE_FIELDS } from '../../lib/profile/completeness';
import { directSql, roleSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, jwtPayload, randomCpf, signInDemo, signUp, signUpAs } from './helpers';

const sql = directSql();
const authAdmin = roleSql('supabase_auth_admin'); // the role Auth connects as and runs the hook as
afterAll(() => Promise.all([sql.end(), authAdmin.end()]));

describe('the gate claim in tokens issued through /auth/v1', () => {
  it('describes a new sign-up', async () => {
    const p = await signUp({ full_name: 'Gate Teste', cpf_cnpj: randomCpf(), category: HIRER }, 'gate');
    expect(jwtPayload(p.session.access_token).gate).toEqual({
      category: HIRER,
      type: null,
      onboarding_completed: false,
      filled: ['cpf_cnpj', 'full_name', 'email'],
    });
  });

  it('follows profile changes on the next refresh', async () => {
    const p = await signUpAs(HIRER, 'gaterefresh');
    const { error } = await p.client
      .from('profiles')
      .update({ type: 'Sou uma Agência', company_name: 'Agência X', agency_service_types: ['Produção de conteúdo'], street: '  ' })
      .eq('id', p.id);
    expect(error).toBeNull();
    const { data, error: refreshError } = await p.client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(jwtPayload(data.session!.access_token).gate).toEqual({
      category: HIRER,
      type: 'Sou uma Agência',
      onboarding_completed: false,
      filled: ['company_name', 'cpf_cnpj', 'full_name', 'email', 'agency_service_types'],
    });
  });

  it('reports a complete brand, a creator who finished onboarding and an account without category (seed)', async () => {
    const marca = await signInDemo('marca@exemplo.com.br');
    expect(jwtPayload(marca.accessToken).gate).toEqual({
      category: HIRER,
      type: 'Sou uma Marca',
      onboarding_completed: false,
      filled: BRAND_REQUIRED_FIELDS,
    });
    const criador = await signInDemo('criador@exemplo.com.br');
    expect(jwtPayload(criador.accessToken).gate).toMatchObject({ category: CREATOR, type: null, onboarding_completed: true });
    const nenhum = await signInDemo('semcategoria@exemplo.com.br');
    expect(jwtPayload(nenhum.accessToken).gate).toMatchObject({ category: null, type: null, onboarding_completed: false });
  });

  it('keeps the standard claims', async () => {
    const p = await signUpAs(CREATOR, 'gateclaims');
    const claims = jwtPayload(p.session.access_token);
    expect(claims).toMatchObject({ sub: p.id, role: 'authenticated', aud: 'authenticated', email: p.email });
  });
});

describe('the SQL function', () => {
  it('checks the fields of lib/profile/completeness.ts, in the same order (the one list SQL repeats)', async () => {
    const [{ source }] = await sql<{ source: string }[]>`
      select prosrc as source from pg_proc where oid = 'public.custom_access_token_hook(jsonb)'::regprocedure`;
    const listed = [...source.matchAll(/\(\s*\d+\s*,\s*'([a-z_]+)'/g)].map((match) => match[1]);
    expect(listed).toEqual([...GATE_FIELDS]);
  });

  it('reports a complete agency with exactly the agency list', async () => {
    const agencia = await signInDemo('agencia@exemplo.com.br');
    expect(jwtPayload(agencia.accessToken).gate).toEqual({
      category: HIRER,
      type: 'Sou uma Agência',
      onboarding_completed: false,
      filled: AGENCY_REQUIRED_FIELDS,
    });
  });

  it('answers gate null when there is no profile, and two_step false without a verified factor', async () => {
    const event = { user_id: crypto.randomUUID(), claims: { sub: 'x', role: 'authenticated' }, authentication_method: 'password' };
    const [{ out }] = await sql`select public.custom_access_token_hook(${sql.json(event)}) as out`;
    expect(out).toEqual({ ...event, claims: { ...event.claims, gate: null, two_step: false } });
  });

  it('runs as supabase_auth_admin and no API role may call it', async () => {
    const p = await signUpAs(CREATOR, 'gaterole');
    const event = { user_id: p.id, claims: {}, authentication_method: 'password' };
    const [{ out }] = await authAdmin`select public.custom_access_token_hook(${authAdmin.json(event)}) as out`;
    expect(out.claims.gate).toMatchObject({ category: CREATOR });
    const { data, error } = await p.client.rpc('custom_access_token_hook', { event });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
