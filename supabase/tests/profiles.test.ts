// profiles: created at sign-up from the metadata, guarded against self-promotion, private
// fields visible only to the owner and administrators, public ones through public_profiles.
import { anonClient, directSql, serviceClient } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, HIRER, maskCpf, randomCpf, signUp, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

async function profileRow(id: string) {
  const [row] = await sql`select * from public.profiles where id = ${id}`;
  return row;
}

describe('sign-up creates the profile', () => {
  it('stores full_name, cpf_cnpj (unmasked), category and the e-mail of the user', async () => {
    const cpf = randomCpf();
    const p = await signUp({ full_name: '  Joana Prado ', cpf_cnpj: maskCpf(cpf), category: HIRER }, 'signup');
    const { data, error } = await p.client.from('profiles').select('*').eq('id', p.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: p.id,
      email: p.email,
      full_name: 'Joana Prado',
      cpf_cnpj: cpf,
      category: HIRER,
      type: null,
      onboarding_completed: false,
      is_blocked: false,
      verified_at: null,
      agency_service_types: [],
    });
  });

  it('never makes an administrator: the category is left empty', async () => {
    const p = await signUp({ full_name: 'Quer Ser Admin', cpf_cnpj: randomCpf(), category: ADMIN }, 'wannabe');
    expect((await profileRow(p.id)).category).toBeNull();
    const { error } = await p.client.from('pages').insert({ name: 'X', slug: `x-${p.id.slice(0, 8)}` });
    expect(error?.code).toBe('42501');
  });

  it('keeps the account when the CPF/CNPJ is invalid and stores it as null', async () => {
    const p = await signUp({ full_name: 'Doc Inválido', cpf_cnpj: '123.456.789-00', category: CREATOR }, 'baddoc');
    const row = await profileRow(p.id);
    expect(row).toMatchObject({ cpf_cnpj: null, category: CREATOR, full_name: 'Doc Inválido' });
  });

  it('accepts a CNPJ, including the alphanumeric form', async () => {
    const p = await signUp({ full_name: 'Empresa Nova', cpf_cnpj: '12.ABC.345/01DE-35', category: HIRER }, 'cnpj');
    expect((await profileRow(p.id)).cpf_cnpj).toBe('12ABC34501DE35');
  });

  it('creates a profile without metadata', async () => {
    const p = await signUp({}, 'bare');
    expect(await profileRow(p.id)).toMatchObject({ full_name: null, cpf_cnpj: null, category: null, email: p.email });
  });
});

describe('what a user may change in their own profile', () => {
  let creator: Person;
  let nobody: Person;
  beforeAll(async () => {
    [creator, nobody] = await Promise.all([signUpAs(CREATOR, 'own'), signUpAs(null, 'nocat')]);
  });

  it('edits their own fields; masks are stripped and the UF upper-cased', async () => {
    const { data, error } = await creator.client
      .from('profiles')
      .update({ headline: 'UGC de viagens', city: 'Recife', state: 'pe', phone_number: '(81) 99876-5432', zip_code: '50030-230' })
      .eq('id', creator.id)
      .select('headline, city, state, phone_number, zip_code')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ headline: 'UGC de viagens', city: 'Recife', state: 'PE', phone_number: '81998765432', zip_code: '50030230' });
  });

  it('rejects bad Brazilian formats and bad CPF/CNPJ check digits', async () => {
    for (const change of [
      { state: 'XX' },
      { phone_number: '123' },
      { zip_code: '1234' },
      { cpf_cnpj: '11111111111' },
      { cpf_cnpj: '11222333000182' },
    ]) {
      const { error } = await creator.client.from('profiles').update(change).eq('id', creator.id);
      expect(error?.code).toBe('23514');
    }
  });

  it('chooses a category once when it had none', async () => {
    const { error } = await nobody.client.from('profiles').update({ category: HIRER }).eq('id', nobody.id);
    expect(error).toBeNull();
    expect((await profileRow(nobody.id)).category).toBe(HIRER);
  });

  it('cannot change the category once set', async () => {
    const { error } = await creator.client.from('profiles').update({ category: HIRER }).eq('id', creator.id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('A categoria não pode ser alterada depois de definida.');
    const cleared = await creator.client.from('profiles').update({ category: null }).eq('id', creator.id);
    expect(cleared.error?.code).toBe('42501');
    expect((await profileRow(creator.id)).category).toBe(CREATOR);
  });

  it('cannot make themselves administrador, even from no category', async () => {
    const p = await signUpAs(null, 'selfadmin');
    const { error } = await p.client.from('profiles').update({ category: ADMIN }).eq('id', p.id);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Não é permitido escolher a categoria administrador.');
    expect((await profileRow(p.id)).category).toBeNull();
  });

  it('cannot unblock, verify, or change the e-mail or id', async () => {
    for (const change of [
      { is_blocked: true },
      { verified_at: new Date().toISOString() },
      { email: 'outro@example.test' },
      { id: crypto.randomUUID() },
    ]) {
      const { error } = await creator.client.from('profiles').update(change).eq('id', creator.id);
      expect(error?.code).toBe('42501');
    }
    expect(await profileRow(creator.id)).toMatchObject({ is_blocked: false, verified_at: null, email: creator.email });
  });

  it('resending the sign-up payload (same e-mail and category) is accepted', async () => {
    const row = await profileRow(creator.id);
    const { error } = await creator.client
      .from('profiles')
      .update({ email: creator.email, full_name: 'Novo Nome', cpf_cnpj: maskCpf(row.cpf_cnpj), category: CREATOR })
      .eq('id', creator.id);
    expect(error).toBeNull();
    expect(await profileRow(creator.id)).toMatchObject({ full_name: 'Novo Nome', cpf_cnpj: row.cpf_cnpj });
  });

  it('keeps updated_at current', async () => {
    const before = (await profileRow(creator.id)).updated_at as Date;
    await creator.client.from('profiles').update({ bio: 'Bio nova' }).eq('id', creator.id);
    expect(((await profileRow(creator.id)).updated_at as Date).getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('other people’s profiles', () => {
  let alice: Person;
  let bruno: Person;
  beforeAll(async () => {
    [alice, bruno] = await Promise.all([signUpAs(CREATOR, 'alice'), signUpAs(HIRER, 'bruno')]);
    await sql`update public.profiles set phone_number = '11912345678', street = 'Rua Augusta', city = 'São Paulo', state = 'SP'
              where id = ${bruno.id}`;
  });

  it('cannot be edited: the row is not even seen', async () => {
    const { data, error } = await alice.client.from('profiles').update({ full_name: 'Hackeado' }).eq('id', bruno.id).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await profileRow(bruno.id)).full_name).toBe('Pessoa bruno');
  });

  it('cannot be read in full from profiles', async () => {
    const { data, error } = await alice.client.from('profiles').select('id, cpf_cnpj, phone_number, street, email').eq('id', bruno.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const all = await alice.client.from('profiles').select('id');
    expect(all.data).toEqual([{ id: alice.id }]);
  });

  it('are read through public_profiles, public columns only', async () => {
    const { data, error } = await alice.client.from('public_profiles').select('*').eq('id', bruno.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: bruno.id, full_name: 'Pessoa bruno', category: HIRER, city: 'São Paulo', state: 'SP' });
    for (const secret of ['cpf_cnpj', 'phone_number', 'street', 'street_number', 'zip_code', 'email', 'is_blocked']) {
      expect(data).not.toHaveProperty(secret);
    }
    const asked = await alice.client.from('public_profiles').select('cpf_cnpj').eq('id', bruno.id);
    expect(asked.error?.code).toBe('42703');
  });

  it('public_profiles cannot be written through', async () => {
    const { error } = await alice.client.from('public_profiles').update({ full_name: 'Via view' }).eq('id', bruno.id);
    expect(error?.code).toBe('42501');
    expect((await profileRow(bruno.id)).full_name).toBe('Pessoa bruno');
  });

  it('hides blocked profiles from public_profiles', async () => {
    const blocked = await signUpAs(CREATOR, 'blocked');
    await sql`update public.profiles set is_blocked = true where id = ${blocked.id}`;
    const { data } = await alice.client.from('public_profiles').select('id').in('id', [blocked.id, bruno.id]);
    expect(data).toEqual([{ id: bruno.id }]);
  });
});

describe('visitors', () => {
  it('cannot read profiles or public_profiles', async () => {
    const anon = anonClient();
    const full = await anon.from('profiles').select('id').limit(1);
    expect(full.data).toBeNull();
    expect(full.error?.code).toBe('42501');
    const pub = await anon.from('public_profiles').select('id').limit(1);
    expect(pub.data).toBeNull();
    expect(pub.error?.code).toBe('42501');
  });
});

describe('administrators', () => {
  let admin: Person;
  let target: Person;
  beforeAll(async () => {
    [admin, target] = await Promise.all([signUpAs(null, 'admin'), signUpAs(CREATOR, 'target')]);
    await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
  });

  it('read every profile in full', async () => {
    const { data, error } = await admin.client.from('profiles').select('id, cpf_cnpj, email').eq('id', target.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: target.id, cpf_cnpj: (await profileRow(target.id)).cpf_cnpj, email: target.email });
  });

  it('change categories and verification; blocking only through admin_set_account_blocked', async () => {
    const at = '2026-01-02T03:04:05+00:00';
    const { data, error } = await admin.client
      .from('profiles')
      .update({ category: HIRER, verified_at: at })
      .eq('id', target.id)
      .select('category, is_blocked, verified_at')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ category: HIRER, is_blocked: false, verified_at: at });
    const direct = await admin.client.from('profiles').update({ is_blocked: true }).eq('id', target.id);
    expect(direct.error?.code).toBe('42501');
    expect((await admin.client.rpc('admin_set_account_blocked', { target: target.id, blocked: true })).error).toBeNull();
    expect((await profileRow(target.id)).is_blocked).toBe(true);
  });

  it('may grant the administrador category', async () => {
    const p = await signUpAs(CREATOR, 'promoted');
    const { error } = await admin.client.from('profiles').update({ category: ADMIN }).eq('id', p.id);
    expect(error).toBeNull();
    expect((await profileRow(p.id)).category).toBe(ADMIN);
  });

  it('lose their powers when blocked', async () => {
    const other = await signUpAs(null, 'blockedadmin');
    await sql`update public.profiles set category = 'administrador', is_blocked = true where id = ${other.id}`;
    const { data } = await other.client.from('profiles').update({ is_blocked: false }).eq('id', other.id).select('id');
    expect(data ?? []).toEqual([]);
    const unblock = await other.client.rpc('admin_set_account_blocked', { target: other.id, blocked: false });
    expect(unblock.error?.code).toBe('42501');
    expect((await profileRow(other.id)).is_blocked).toBe(true);
  });
});

describe('service role', () => {
  it('changes anything, bypassing RLS', async () => {
    const p = await signUpAs(CREATOR, 'svc');
    const { error } = await serviceClient()
      .from('profiles')
      .update({ category: ADMIN, verified_at: new Date().toISOString() })
      .eq('id', p.id);
    expect(error).toBeNull();
    expect((await profileRow(p.id)).category).toBe(ADMIN);
  });
});

describe('the account e-mail', () => {
  it('follows auth.users when it changes', async () => {
    const p = await signUpAs(CREATOR, 'mail');
    const next = `novo-${p.id.slice(0, 8)}@example.test`;
    const { error } = await serviceClient().auth.admin.updateUserById(p.id, { email: next, email_confirm: true });
    expect(error).toBeNull();
    expect((await profileRow(p.id)).email).toBe(next);
  });
});
