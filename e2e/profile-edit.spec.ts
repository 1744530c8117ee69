// /profile: a creator edits each part of their profile and their password; the public profile
// follows at once.
import { expect, test } from '@playwright/test';
import { newSignedInAccount, pngImage } from './support/profile-flows';
import { signedInClient } from './support/supabase-clients';
import { toast } from './support/toasts';

const READY_CREATOR = {
  onboarding_completed: true,
  onboarding_step: 4,
  headline: 'Fotógrafo de produtos e gastronomia',
  bio: 'Fotografo pratos, embalagens e ambientes para restaurantes e marcas de alimentos.',
  city: 'Belo Horizonte',
  state: 'MG',
  instagram_url: 'https://instagram.com/teste.foto',
  followers_range: '1 mil a 10 mil',
};

test('a creator updates their headline, services and password', async ({ page, context }) => {
  test.setTimeout(90_000);
  const me = await newSignedInAccount(context, {
    category: 'Quero Oferecer meu serviço',
    fullName: 'Otávio Teste',
    tag: 'editor',
    profile: READY_CREATOR,
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar perfil');
  await expect(page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab')).toHaveText([
    'Perfil',
    'Serviços',
    'Redes e preço',
    'Perguntas',
    'Dados pessoais',
    'Senha',
    'Verificação em duas etapas',
  ]);

  const profile = page.getByRole('region', { name: 'Perfil' });
  // Pictures: refused types and sizes are explained before anything is sent; an upload shows
  // its progress.
  const file = page.getByTestId('avatar-file');
  await file.setInputFiles({ name: 'animação.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(profile.getByText('Formato não suportado. Envie uma imagem JPG, PNG ou WebP.')).toBeVisible();
  await file.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(profile.getByText('A imagem deve ter no máximo 5 MB.')).toBeVisible();
  await page.route('**/storage/v1/object/upload/sign/**', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await file.setInputFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: pngImage(400, 400) });
  await expect(profile.getByRole('status').filter({ hasText: /^Enviando\.\.\. \d+%$/ })).toBeVisible();
  await expect(toast(page, 'Foto atualizada.').title).toBeVisible();
  await expect(profile.getByRole('img', { name: 'Foto atual' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).locator('img')).toHaveAttribute('src', /\/avatars\//);
  // A new picture replaces the old one in Storage too.
  const first = await profile.getByRole('img', { name: 'Foto atual' }).getAttribute('src');
  await file.setInputFiles({ name: 'retrato-novo.png', mimeType: 'image/png', buffer: pngImage(500, 300, 90) });
  await expect(profile.getByRole('img', { name: 'Foto atual' })).not.toHaveAttribute('src', first!);
  const current = await profile.getByRole('img', { name: 'Foto atual' }).getAttribute('src');
  const owner = await signedInClient(me.email, { password: me.password });
  await expect
    .poll(async () => (await owner.storage.from('avatars').list(me.id)).data?.map((f) => `${me.id}/${f.name}`))
    .toEqual([current!.slice(current!.indexOf(`${me.id}/`))]);

  await profile.getByLabel('Apresentação').fill('Fotógrafo de gastronomia e lifestyle');
  await profile.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Perfil atualizado.').title).toBeVisible();

  const tab = (name: string) => page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab('Serviços').click();
  const services = page.getByRole('region', { name: 'Serviços e conteúdos' });
  await services.getByRole('checkbox', { name: /^Fotografia/ }).click();
  await services.getByRole('checkbox', { name: 'Foto de produto', exact: true }).click();
  await services.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Serviços atualizados.').title).toBeVisible();
  // The questions follow the services: photography brings its own.
  await tab('Perguntas').click();
  const questions = page.getByRole('region', { name: 'Perguntas' });
  await expect(questions.getByText('Que tipos de fotografia você faz?')).toBeVisible();

  await tab('Senha').click();
  const password = page.getByRole('region', { name: 'Senha' });
  await password.getByLabel('Senha atual').fill('senha-errada-1');
  await password.getByLabel('Nova senha', { exact: true }).fill('Nova-senha-456');
  await password.getByLabel('Repita a nova senha').fill('Nova-senha-456');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(password.getByText('A senha atual está incorreta.')).toBeVisible();
  await password.getByLabel('Senha atual').fill(me.password);
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada.').title).toBeVisible();
  await expect(password.getByLabel('Nova senha', { exact: true })).toHaveValue('');
  await signedInClient(me.email, { password: 'Nova-senha-456' });

  await page.goto('/profile-user');
  await expect(page.getByText('Fotógrafo de gastronomia e lifestyle')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Serviços' }).getByRole('listitem')).toHaveText(['Fotografia']);
  await expect(page.getByRole('list', { name: 'Tipos de conteúdo' }).getByRole('listitem')).toHaveText(['Foto de produto']);
});
