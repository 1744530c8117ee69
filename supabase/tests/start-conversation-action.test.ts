// The "Enviar mensagem" action: one conversation per pair, also when both people start it at the
// same moment; never with oneself, a blocked account or an unknown id.
import type { SupabaseClient } from '@supabase/supabase-js';
import { startConversation } from '@/lib/actions/chat/start-conversation';
import { createClient } from '@/lib/supabase/server';
import { directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs } from './helpers';

jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
const mockedCreateClient = createClient as jest.MockedFunction<typeof createClient>;
const actingAs = (client: SupabaseClient) => mockedCreateClient.mockResolvedValue(client as Awaited<ReturnType<typeof createClient>>);

const sql = directSql();
afterAll(() => sql.end());

test('two people starting at once get the same conversation, and its address', async () => {
  const [hirer, creator] = await Promise.all([signUpAs(HIRER, 'conv-h'), signUpAs(CREATOR, 'conv-c')]);
  // Each call reads its own mocked client: resolve them in order.
  mockedCreateClient.mockResolvedValueOnce(hirer.client as never).mockResolvedValueOnce(creator.client as never);
  const [a, b] = await Promise.all([startConversation({ profileId: creator.id }), startConversation({ profileId: hirer.id })]);
  expect(a.ok && b.ok).toBe(true);
  if (!a.ok || !b.ok) return;
  expect(a.data.conversationId).toBe(b.data.conversationId);
  expect(a.data.url).toBe(`/chat?c=${a.data.conversationId}`);
  const [row] = await sql`select count(*)::int as n from public.conversations
    where member_a = least(${hirer.id}::uuid, ${creator.id}::uuid) and member_b = greatest(${hirer.id}::uuid, ${creator.id}::uuid)`;
  expect(row.n).toBe(1);
});

test('oneself, a malformed or unknown id and a blocked person are refused in pt-BR', async () => {
  const [me, other] = await Promise.all([signUpAs(CREATOR, 'conv-me'), signUpAs(CREATOR, 'conv-blk')]);
  actingAs(me.client);
  expect(await startConversation({ profileId: me.id })).toEqual({ ok: false, error: 'Escolha outra pessoa para conversar.' });
  expect((await startConversation({ profileId: 'x' })).ok).toBe(false);
  expect(await startConversation({ profileId: crypto.randomUUID() })).toEqual({ ok: false, error: 'Perfil não encontrado.' });
  await sql`update public.profiles set is_blocked = true where id = ${other.id}`;
  expect(await startConversation({ profileId: other.id })).toEqual({ ok: false, error: 'Perfil não encontrado.' });
});
