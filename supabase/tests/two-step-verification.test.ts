// Two-step verification in the database (20261129102000_two_step_verification.sql): once an
// account has a verified factor, its aal1 sessions write nothing (the blocked-account wall now
// also requires aal2), its aal2 sessions write as before, and accounts without a factor are not
// affected. Tokens carry `two_step` beside GoTrue's `aal`. Factors are made through the stack's
// /auth/v1/factors endpoints with supabase-js, codes computed with otpauth.
import * as OTPAuth from 'otpauth';
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, jwtPayload, signedInAdmin, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = () => new Blob([PNG], { type: 'image/png' });

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Enrols and verifies a TOTP factor on the person's client, which becomes aal2. */
async function turnOnTwoStep(p: Person): Promise<{ factorId: string; secret: string }> {
  const enrolled = await p.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  const verified = await p.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) });
  if (verified.error) throw verified.error;
  return { factorId, secret: totp.secret };
}

/** A second client of the same account, signed in with the password only (aal1). */
async function passwordOnly(p: Person) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: p.email, password: p.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, token: data.session.access_token };
}

type Client = Person['client'];

/** Every kind of write the matrix tries, each answering whether the row really changed. */
async function writes(client: Client, id: string, tag: string) {
  const [serviceType] = await sql`select id from public.service_types where active order by position limit 1`;
  const [{ before }] = await sql`select headline as before from public.profiles where id = ${id}`;
  await client
    .from('profiles')
    .update({ headline: `Título ${tag}` })
    .eq('id', id);
  const [{ after }] = await sql`select headline as after from public.profiles where id = ${id}`;

  const inserted = await client
    .from('posts')
    .insert({ body: `Post ${tag}` })
    .select('id')
    .single();
  const [{ id: seeded }] = await sql`insert into public.posts (author_id, body) values (${id}, ${'Semente ' + tag}) returning id`;
  await client.from('posts').update({ body: 'Editado' }).eq('id', seeded);
  const [edited] = await sql`select body from public.posts where id = ${seeded}`;
  await client.from('posts').delete().eq('id', seeded);
  const [left] = await sql`select count(*)::int as n from public.posts where id = ${seeded}`;

  const service = await client.from('profile_service_types').insert({ profile_id: id, service_type_id: serviceType.id });
  const upload = await client.storage.from('avatars').upload(`${id}/two-step-${tag}.png`, png(), { upsert: true });
  return {
    profileUpdated: after !== before,
    postInserted: inserted.error === null,
    postUpdated: edited.body === 'Editado',
    postDeleted: left.n === 0,
    serviceInserted: service.error === null,
    fileUploaded: upload.error === null,
  };
}

const ALL_WRITTEN = {
  profileUpdated: true,
  postInserted: true,
  postUpdated: true,
  postDeleted: true,
  serviceInserted: true,
  fileUploaded: true,
};
const NOTHING_WRITTEN = {
  profileUpdated: false,
  postInserted: false,
  postUpdated: false,
  postDeleted: false,
  serviceInserted: false,
  fileUploaded: false,
};

describe('an account with a verified factor', () => {
  let ana: Person;
  let secret: string;
  let aal1: Awaited<ReturnType<typeof passwordOnly>>;

  beforeAll(async () => {
    ana = await signUpAs(CREATOR, 'two-step-ana');
    ({ secret } = await turnOnTwoStep(ana));
    aal1 = await passwordOnly(ana);
  });

  it('gets tokens that say so: two_step true, aal1 after the password, aal2 after the code', async () => {
    const { data } = await ana.client.auth.getSession();
    expect(jwtPayload(data.session!.access_token)).toMatchObject({ aal: 'aal2', two_step: true });
    expect(jwtPayload(aal1.token)).toMatchObject({ aal: 'aal1', two_step: true });
  });

  it('writes nothing with an aal1 session: tables and Storage', async () => {
    expect(await writes(aal1.client, ana.id, 'aal1')).toEqual(NOTHING_WRITTEN);
    expect((await aal1.client.rpc('is_active_user')).data).toBe(false);
    expect((await aal1.client.rpc('two_step_satisfied')).data).toBe(false);
  });

  it('calls none of the functions that write past the wall with an aal1 session', async () => {
    const other = await signUpAs(CREATOR, 'two-step-other');
    const [{ version }] = await sql`select version from public.terms_versions where is_current`;
    const refused = { code: '42501', message: 'Confirme o código da verificação em duas etapas para continuar.' };
    const conversation = await aal1.client.rpc('start_conversation', { other: other.id });
    expect(conversation.error).toMatchObject(refused);
    const terms = await aal1.client.rpc('accept_current_terms', { shown_version: version });
    expect(terms.error).toMatchObject(refused);
    const [{ n }] = await sql`select count(*)::int as n from public.conversation_members where profile_id = ${other.id}`;
    expect(n).toBe(0);
    // The same calls with the aal2 session go through.
    expect((await ana.client.rpc('start_conversation', { other: other.id })).error).toBeNull();
    expect((await ana.client.rpc('accept_current_terms', { shown_version: version })).error).toBeNull();
  });

  it('still reads with an aal1 session (the code step needs nothing more, the rest is behind the proxy)', async () => {
    const own = await aal1.client.from('profiles').select('id').eq('id', ana.id);
    expect(own.data).toEqual([{ id: ana.id }]);
  });

  it('writes everything with an aal2 session', async () => {
    expect(await writes(ana.client, ana.id, 'aal2')).toEqual(ALL_WRITTEN);
    expect((await ana.client.rpc('is_active_user')).data).toBe(true);
  });

  it('writes again once the aal1 session passes the code', async () => {
    const factors = await aal1.client.auth.mfa.listFactors();
    const factorId = factors.data!.totp[0].id;
    const verified = await aal1.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    // The stack refuses a code already used in this 30-second window, as GoTrue does: wait for the next one.
    if (verified.error) {
      await new Promise((r) => setTimeout(r, 31_000 - (Date.now() % 30_000)));
      const again = await aal1.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
      expect(again.error).toBeNull();
    }
    expect((await aal1.client.rpc('is_active_user')).data).toBe(true);
    const post = await aal1.client.from('posts').insert({ body: 'Depois do código' }).select('id').single();
    expect(post.error).toBeNull();
  }, 45_000);
});

describe('an administrator with a verified factor', () => {
  it('is no administrator with an aal1 session: is_admin() false, administrator functions refused', async () => {
    const admin = await signedInAdmin(sql, 'two-step-admin');
    await turnOnTwoStep(admin);
    const target = await signUpAs(CREATOR, 'two-step-target');
    const aal1 = await passwordOnly(admin);
    expect((await aal1.client.rpc('is_admin')).data).toBe(false);
    const blocked = await aal1.client.rpc('admin_set_account_blocked', { target: target.id, blocked: true, reason: 'aal1' });
    expect(blocked.error).toMatchObject({ code: '42501', message: 'Confirme o código da verificação em duas etapas para continuar.' });
    const [{ is_blocked }] = await sql`select is_blocked from public.profiles where id = ${target.id}`;
    expect(is_blocked).toBe(false);
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
  });
});

describe('accounts without a verified factor', () => {
  it('write with their aal1 sessions as before', async () => {
    const bruno = await signUpAs(CREATOR, 'two-step-bruno');
    const { data } = await bruno.client.auth.getSession();
    expect(jwtPayload(data.session!.access_token)).toMatchObject({ aal: 'aal1', two_step: false });
    expect(await writes(bruno.client, bruno.id, 'none')).toEqual(ALL_WRITTEN);
  });

  it('are not held back by a factor enrolled but never verified', async () => {
    const carla = await signUpAs(CREATOR, 'two-step-carla');
    const enrolled = await carla.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Pendente' });
    expect(enrolled.error).toBeNull();
    expect((await carla.client.rpc('is_active_user')).data).toBe(true);
    const fresh = await passwordOnly(carla);
    expect(jwtPayload(fresh.token)).toMatchObject({ aal: 'aal1', two_step: false });
    expect(await writes(fresh.client, carla.id, 'pending')).toEqual(ALL_WRITTEN);
  });

  it('after the last factor is removed, the next token says two_step false and aal1 sessions write', async () => {
    const davi = await signUpAs(CREATOR, 'two-step-davi');
    const { factorId } = await turnOnTwoStep(davi);
    expect((await davi.client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const fresh = await passwordOnly(davi);
    expect(jwtPayload(fresh.token)).toMatchObject({ aal: 'aal1', two_step: false });
    expect((await fresh.client.rpc('is_active_user')).data).toBe(true);
  });
});

describe('the rule lives in the one write wall', () => {
  it('is_active_user(), which every restrictive write policy calls, requires two_step_satisfied()', async () => {
    const [{ source }] = await sql<{ source: string }[]>`
      select prosrc as source from pg_proc where oid = 'public.is_active_user()'::regprocedure`;
    expect(source).toContain('public.two_step_satisfied()');
    const [fn] = await sql`
      select prosecdef as definer, proconfig as config from pg_proc where oid = 'public.two_step_satisfied()'::regprocedure`;
    expect(fn).toEqual({ definer: true, config: ['search_path=""'] });
  });
});
