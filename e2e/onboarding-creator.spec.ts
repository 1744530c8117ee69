// A creator from the sign-up dialog through the four-step first-login wizard (docs/product/overview.md
// "Onboarding"): every step saves, leaving mid-way resumes at the same step, required questions
// are enforced, and finishing lands on /feed with a welcome toast.
import { expect, test, type Page } from '@playwright/test';
import { accentedName, choose, fullPageScreenshot, pngImage, signUpThroughDialog } from './support/profile-flows';
import { toast } from './support/toasts';

const step = (page: Page) => page.getByRole('heading', { level: 2 });
// Field messages (Next's route announcer is an alert too, outside <main>).
const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

test('a creator signs up, leaves the wizard mid-way, resumes and finishes on /feed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughDialog(page, 'Quero Oferecer meu serviço', 'Lívia Araújo Teste', 'wizard');
  await expect(page).toHaveURL('/primeirologinusuario');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas, Lívia!');
  await expect(page.getByText('Etapa 1 de 4')).toBeVisible();
  await expect(step(page)).toHaveText('Perfil');
  await fullPageScreenshot(page, testInfo, 'onboarding-step1');

  // Step 1: required fields first, then a photo with an accented file name.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(alerts(page)).toHaveText([
    'Conte em uma frase o que você faz.',
    'Informe sua cidade.',
    'Selecione o estado (UF).',
    'Escreva uma bio curta sobre você e seu trabalho.',
  ]);
  await page.getByTestId('avatar-file').setInputFiles({ name: accentedName('Foto'), mimeType: 'image/png', buffer: pngImage(640, 420) });
  await expect(toast(page, 'Foto atualizada.').title).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto atual' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(
    /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\/avatar-\d+-foto-\d+-sao-joao\.(webp|jpg)$/,
  );
  await page.getByLabel('Apresentação').fill('Criadora de conteúdo de viagens e gastronomia');
  await page.getByLabel('Cidade').fill('Recife');
  await choose(page, 'Estado (UF)', 'PE · Pernambuco');
  await page.getByLabel('Bio').fill('Produzo vídeos curtos sobre viagens pelo Nordeste, com roteiros e dicas de restaurantes.');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: services and content types.
  await expect(step(page)).toHaveText('Serviços');
  await expect(page.getByText('Etapa 2 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(alerts(page)).toHaveText(['Escolha pelo menos um serviço.', 'Escolha pelo menos um tipo de conteúdo.']);
  await page.getByRole('checkbox', { name: /^Conteúdo UGC/ }).click();
  await page.getByRole('checkbox', { name: /^Fotografia/ }).click();
  await page.getByRole('checkbox', { name: 'Stories', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Carrossel', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /^Fotografia/ })).toHaveAttribute('aria-checked', 'true');
  await fullPageScreenshot(page, testInfo, 'onboarding-step2');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(step(page)).toHaveText('Redes e preço');

  // Leaving: any other page sends the creator back to the wizard, at the step where they stopped.
  await page.goto('/feed');
  await expect(page).toHaveURL('/primeirologinusuario');
  await expect(page.getByText('Etapa 3 de 4')).toBeVisible();
  await expect(step(page)).toHaveText('Redes e preço');
  // Going back shows what was saved.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('checkbox', { name: /^Conteúdo UGC/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: 'Carrossel', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: at least one link; the price is typed in reais and shown with the mask.
  await expect(step(page)).toHaveText('Redes e preço');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(alerts(page)).toHaveText(['Informe pelo menos uma rede social ou site.', 'Selecione quantos seguidores você tem.']);
  await page.getByLabel('Instagram').fill('@livia.viaja');
  await page.getByLabel('TikTok').fill('https://vimeo.com/livia');
  await choose(page, 'Seguidores na sua principal rede', '10 mil a 50 mil');
  await page.getByLabel('Preço a partir de').fill('450');
  await page.getByLabel('Preço a partir de').blur();
  await expect(page.getByLabel('Preço a partir de')).toHaveValue('450,00');
  await page.getByLabel('Portfólio').fill('livia.example.com/portfolio');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(alerts(page)).toHaveText(['Informe um perfil do TikTok, como @seuperfil.']);
  await page.getByLabel('TikTok').fill('@livia.viaja');
  await fullPageScreenshot(page, testInfo, 'onboarding-step3');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 4: the general questions plus those of UGC and photography; required ones enforced. The
  // portfolio was asked in step 3 and is not asked again.
  await expect(step(page)).toHaveText('Perguntas');
  await expect(page.getByText('Que equipamento você usa para gravar?')).toBeVisible();
  await expect(page.getByText('Que tipos de fotografia você faz?')).toBeVisible();
  await expect(page.getByText(/portfólio/i)).toHaveCount(0);
  await expect(page.getByText('Quais programas de edição você domina?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(alerts(page)).toHaveCount(5);
  await expect(alerts(page).first()).toHaveText('Responda esta pergunta.');

  await page.getByRole('radio', { name: '1 a 3 anos' }).click();
  await page.getByRole('group', { name: 'Em quais plataformas você publica?' }).getByRole('checkbox', { name: 'Instagram' }).click();
  await page.getByRole('group', { name: 'Em quais plataformas você publica?' }).getByRole('checkbox', { name: 'TikTok' }).click();
  await page.getByLabel('Qual é o seu prazo médio de entrega, em dias?').fill('5');
  await page.getByRole('radio', { name: 'Celular e iluminação' }).click();
  await page.getByRole('group', { name: 'Que tipos de fotografia você faz?' }).getByRole('checkbox', { name: 'Viagem e paisagem' }).click();
  await expect(alerts(page)).toHaveCount(0);
  await fullPageScreenshot(page, testInfo, 'onboarding-step4');
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();

  await expect(page).toHaveURL('/feed');
  const welcome = toast(page, 'Boas-vindas ao Conecta Criadores!');
  await expect(welcome.description).toHaveText('Seu perfil está pronto. Agora as marcas e agências podem encontrar você.');
  // The menu is open now, and the wizard is not offered again.
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeVisible();
  await page.goto('/primeirologinusuario');
  await expect(page).toHaveURL('/feed');

  // The public profile shows what the wizard saved.
  await page.getByRole('link', { name: 'Meu perfil' }).first().click();
  await expect(page).toHaveURL('/profile-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lívia Araújo Teste');
  await expect(page.getByText('Criadora de conteúdo de viagens e gastronomia')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Serviços' }).getByRole('listitem')).toHaveText(['Conteúdo UGC', 'Fotografia']);
  await expect(page.getByRole('list', { name: 'Tipos de conteúdo' }).getByRole('listitem')).toHaveText(['Stories', 'Carrossel']);
  await expect(page.getByText('A partir de R$ 450,00')).toBeVisible();
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/livia.viaja');
  await expect(page.getByRole('link', { name: /Trabalho 1/ })).toHaveAttribute('href', 'https://livia.example.com/portfolio');
});
