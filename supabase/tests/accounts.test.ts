// Accounts (issue 16): one account per CPF/CNPJ, enforced by the database before any auth user
// is left behind, and the consent given at sign-up stored with the profile.
import { anonClient, directSql, serviceClient, uniqueEmail } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, maskCpf, randomCpf, signUp } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PASSWORD = 'Senha-forte-123';
const authUsers = async (email: string) => Number((await sql`select count(*)::int as n from auth.users where email = ${email}`)[0].n);

function rawSignUp(email: string, cpf: string) {
  return anonClient().auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: 'Pessoa Doc', cpf_cnpj: cpf, category: CREATOR } },
  });
}

describe('one account per document', () => {
  it('refuses a second sign-up with the same CPF, masked or not, and leaves no auth user', async () => {
    const cpf = randomCpf();
    await signUp({ full_name: 'Primeira Pessoa', cpf_cnpj: cpf, category: CREATOR }, 'doc-first');
    for (const doc of [cpf, maskCpf(cpf)]) {
      const email = uniqueEmail('doc-second');
      const { data, error } = await rawSignUp(email, doc);
      expect(error).not.toBeNull();
      expect(error!.message).toMatch(/database error saving new user/i);
      expect(data.user).toBeNull();
      expect(await authUsers(email)).toBe(0);
    }
  });

  it('lets exactly one of two concurrent sign-ups with one document win', async () => {
    const cpf = randomCpf();
    const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];
    const results = await Promise.all([rawSignUp(emails[0], cpf), rawSignUp(emails[1], maskCpf(cpf))]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const counts = await Promise.all(emails.map(authUsers));
    expect(counts.sort()).toEqual([0, 1]);
    expect(Number((await sql`select count(*)::int as n from public.profiles where cpf_cnpj = ${cpf}`)[0].n)).toBe(1);
  });

  it('is unique in the table too: a profile cannot take another account’s document', async () => {
    const cpf = randomCpf();
    await signUp({ full_name: 'Dona Doc', cpf_cnpj: cpf, category: HIRER }, 'doc-owner');
    const other = await signUp({ full_name: 'Outra Pessoa', cpf_cnpj: randomCpf(), category: HIRER }, 'doc-other');
    const { error } = await other.client
      .from('profiles')
      .update({ cpf_cnpj: maskCpf(cpf) })
      .eq('id', other.id);
    expect(error?.code).toBe('23505');
  });

  it('answers cpf_cnpj_taken to the service role only', async () => {
    const cpf = randomCpf();
    expect((await serviceClient().rpc('cpf_cnpj_taken', { doc: maskCpf(cpf) })).data).toBe(false);
    await signUp({ full_name: 'Tem Doc', cpf_cnpj: cpf, category: CREATOR }, 'doc-taken');
    expect((await serviceClient().rpc('cpf_cnpj_taken', { doc: maskCpf(cpf) })).data).toBe(true);
    const anon = await anonClient().rpc('cpf_cnpj_taken', { doc: cpf });
    expect(anon.error?.code).toBe('42501');
  });
});

describe('consent at sign-up', () => {
  it('stores the terms version and the time of consent, which the user cannot rewrite', async () => {
    const before = Date.now() - 5000;
    const p = await signUp(
      { full_name: 'Consente', cpf_cnpj: randomCpf(), category: CREATOR, terms_accepted: true, terms_version: '1999' },
      'consent',
    );
    const [row] = await sql`select terms_version_accepted, terms_accepted_at from public.profiles where id = ${p.id}`;
    const [current] = await sql`select version::text as version from public.terms_versions where is_current`;
    // the current version, whatever the client claimed
    expect(row.terms_version_accepted).toBe(current.version);
    expect(new Date(row.terms_accepted_at).getTime()).toBeGreaterThan(before);
    const { error } = await p.client.from('profiles').update({ terms_version_accepted: '2099-01-01' }).eq('id', p.id);
    expect(error?.code).toBe('42501');
    const forged = await p.client
      .from('profiles')
      .update({ terms_accepted_at: new Date(0).toISOString() })
      .eq('id', p.id);
    expect(forged.error?.code).toBe('42501');
  });

  it('records no time of consent when the sign-up sent none', async () => {
    const p = await signUp({ full_name: 'Sem Aceite', cpf_cnpj: randomCpf(), category: CREATOR }, 'no-consent');
    const [row] = await sql`select terms_accepted_at from public.profiles where id = ${p.id}`;
    expect(row.terms_accepted_at).toBeNull();
  });

  it('accepts a newly published version only through accept_current_terms', async () => {
    const p = await signUp({ full_name: 'Aceita Depois', cpf_cnpj: randomCpf(), category: CREATOR }, 'accept-later');
    const [current] = await sql`select version from public.terms_versions where is_current`;
    const stale = await p.client.rpc('accept_current_terms', { shown_version: current.version + 100 });
    expect(stale.error?.message).toBe('Os termos de uso mudaram. Recarregue a página e leia a nova versão.');
    expect((await p.client.rpc('accept_current_terms', { shown_version: current.version })).error).toBeNull();
    const [row] = await sql`select terms_version_accepted, terms_accepted_at from public.profiles where id = ${p.id}`;
    expect(row.terms_version_accepted).toBe(String(current.version));
    expect(row.terms_accepted_at).not.toBeNull();
    expect((await anonClient().rpc('accept_current_terms', { shown_version: current.version })).error?.code).toBe('42501');
  });
});
