// The demo accounts of supabase/seed.sql sign in with the documented password and show
// numbers in their badges.
import { CREATOR, DEMO, HIRER, signInDemo } from './helpers';

async function own(email: string, id: string) {
  const { client } = await signInDemo(email);
  const profile = await client.from('profiles').select('category, type, onboarding_completed, company_name').eq('id', id).single();
  const counts = await client.from('unread_counts').select('unread_messages, unread_notifications').eq('profile_id', id).maybeSingle();
  expect(profile.error).toBeNull();
  expect(counts.error).toBeNull();
  return { client, profile: profile.data, counts: counts.data };
}

it('administrator', async () => {
  const { profile } = await own('admin@exemplo.com.br', DEMO.admin);
  expect(profile).toMatchObject({ category: 'administrador' });
});

it('creator with onboarding done, with unread messages and notifications', async () => {
  const { client, profile, counts } = await own('criador@exemplo.com.br', DEMO.criador);
  expect(profile).toMatchObject({ category: CREATOR, onboarding_completed: true });
  expect(counts).toEqual({ unread_messages: 3, unread_notifications: 2 });
  const convs = await client.from('conversations').select('id');
  expect(convs.data).toHaveLength(2);
});

it('creator who has not finished onboarding', async () => {
  const { profile } = await own('criador.novo@exemplo.com.br', DEMO.criadorNovo);
  expect(profile).toMatchObject({ category: CREATOR, onboarding_completed: false });
});

it('complete brand, incomplete brand, agency and the account without category', async () => {
  const marca = await own('marca@exemplo.com.br', DEMO.marca);
  expect(marca.profile).toMatchObject({ category: HIRER, type: 'Sou uma Marca', company_name: 'Flor de Lis Cosméticos' });
  expect(marca.counts).toEqual({ unread_messages: 1, unread_notifications: 1 });
  const incompleta = await own('marca.incompleta@exemplo.com.br', DEMO.marcaIncompleta);
  expect(incompleta.profile).toMatchObject({ category: HIRER, type: 'Sou uma Marca' });
  const agencia = await own('agencia@exemplo.com.br', DEMO.agencia);
  expect(agencia.profile).toMatchObject({ category: HIRER, type: 'Sou uma Agência' });
  expect(agencia.counts).toEqual({ unread_messages: 0, unread_notifications: 1 });
  const nenhum = await own('semcategoria@exemplo.com.br', DEMO.semCategoria);
  expect(nenhum.profile).toMatchObject({ category: null });
});
