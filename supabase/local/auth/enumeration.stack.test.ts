// With e-mail confirmations on, sign-up and the one-time code endpoints (/otp, /recover,
// /resend) answer a registered address exactly as an unknown one, as GoTrue does: the same
// status and the same fields (GoTrue's look-alike user for a confirmed address has no
// identities, which the official docs tell apps to check), nothing stored for the registered
// account, and no e-mail to it where an unknown address would get none either.
import fs from 'node:fs';
import postgres from 'postgres';
import { extraStackPorts } from '../testing/ports';
import { uniqueEmail } from '../testing/clients';
import { authFetch, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';

let extra: ExtraStack;
let db: postgres.Sql;

beforeAll(async () => {
  extra = await startExtraStack({ ...extraStackPorts(), enableConfirmations: true });
  db = postgres(extra.dbUrl, { max: 2, onnotice: () => {} });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await extra?.stop();
  if (extra?.dataDir.includes('supabase-stack-test-')) fs.rmSync(extra.dataDir, { recursive: true, force: true });
}, 30_000);

async function post(path: string, body: unknown) {
  const res = await authFetch(path, { method: 'POST', body: JSON.stringify(body), base: extra.url, key: extra.publishableKey });
  return { status: res.status, body: await res.json() };
}

/** The answer's shape: field names and JSON types, values aside. */
const shape = (body: Record<string, unknown>) =>
  Object.entries(body).map(([k, v]) => `${k}:${Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v}`);

const mailsTo = (email: string) => extra.mails.filter((m) => m.startsWith(`[auth] e-mail to ${email} `)).length;

async function confirmedUser(tag: string) {
  const email = uniqueEmail(tag);
  const { data, error } = await plainClient(extra.url, extra.secretKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  const [row] = await db`select encrypted_password, updated_at from auth.users where id = ${data.user.id}`;
  return { email, id: data.user.id, row };
}

test('sign-up of a registered address answers like a new one and changes nothing', async () => {
  const known = await confirmedUser('known');
  const fresh = await post('/signup', { email: uniqueEmail('fresh'), password: PASSWORD, data: { name: 'Ana' } });
  const again = await post('/signup', { email: known.email, password: 'Outra-senha-123', data: { name: 'Ana' } });
  expect(again.status).toBe(fresh.status);
  expect(fresh.status).toBe(200);
  expect(shape(again.body)).toEqual(shape(fresh.body));
  expect(again.body).toMatchObject({ email: known.email, aud: 'authenticated', role: 'authenticated', user_metadata: { name: 'Ana' } });
  expect(again.body.id).not.toBe(known.id);
  expect(again.body.identities).toEqual([]);
  expect(fresh.body.identities).toHaveLength(1);

  expect(mailsTo(known.email)).toBe(0);
  const rows = await db`select id, encrypted_password, updated_at from auth.users where email = ${known.email}`;
  expect(rows).toEqual([{ id: known.id, ...known.row }]);
});

test('/otp, /recover and /resend answer a registered address like an unknown one', async () => {
  const known = await confirmedUser('otp-known');
  for (const [path, body] of [
    ['/otp', (email: string) => ({ email })],
    ['/recover', (email: string) => ({ email })],
    ['/resend', (email: string) => ({ email, type: 'signup' })],
  ] as const) {
    const forKnown = await post(path, body(known.email));
    const forUnknown = await post(path, body(uniqueEmail('unknown')));
    expect({ path, ...forKnown }).toEqual({ path, status: 200, body: {} });
    expect({ path, ...forUnknown }).toEqual({ path, status: 200, body: {} });
  }
  // Only the code requests reached the registered account, which is otherwise as it was.
  const [row] = await db`select encrypted_password, email_confirmed_at is not null as confirmed from auth.users where id = ${known.id}`;
  expect(row).toEqual({ encrypted_password: known.row.encrypted_password, confirmed: true });
});
