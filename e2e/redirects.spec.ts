// Every forced redirect (docs/product/routes.md), with the demo accounts.
import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { expectPath } from './support/paths';
import { randomCpf } from './support/people';
import { signInContext } from './support/sessions';
import { newUser } from './support/supabase-clients';
import { toast } from './support/toasts';

/** The items of /profile-empresa's 'Campos pendentes' panel. */
const pendingFields = (page: Page) => page.getByRole('region', { name: 'Campos pendentes' }).getByRole('listitem');

test.describe('without a session', () => {
  for (const route of [
    '/feed',
    '/chat',
    '/notifications',
    '/jobs/edit/42',
    '/admin/users',
    '/category-selection',
    '/primeirologinusuario',
    '/profile-empresa',
  ]) {
    test(`${route} → /login`, async ({ page }) => {
      await page.goto(route);
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    });
  }
});

test.describe('signed in with a complete profile', () => {
  test.use({ storageState: storageStatePath('creator') });

  for (const route of ['/', '/login']) {
    test(`${route} → /feed`, async ({ page }) => {
      await page.goto(route);
      await expectPath(page, '/feed');
    });
  }
});

test.describe('no category', () => {
  test.use({ storageState: storageStatePath('noCategory') });

  for (const route of ['/feed', '/chat', '/', '/login']) {
    test(`${route} → /category-selection`, async ({ page }) => {
      await page.goto(route);
      await expectPath(page, '/category-selection');
    });
  }
});

test.describe('creator without onboarding', () => {
  test.use({ storageState: storageStatePath('newCreator') });

  for (const route of ['/feed', '/jobs/opportunities', '/']) {
    test(`${route} → /primeirologinusuario`, async ({ page }) => {
      await page.goto(route);
      await expectPath(page, '/primeirologinusuario');
    });
  }
});

test.describe('hirer with required fields missing', () => {
  test.use({ storageState: storageStatePath('incompleteBrand') });

  test("/feed → /profile-empresa with the 'Perfil incompleto' toast listing the missing fields", async ({ page }) => {
    await page.goto('/feed');
    await expectPath(page, '/profile-empresa');
    const incomplete = toast(page, 'Perfil incompleto');
    await expect(incomplete.title).toHaveText('Perfil incompleto');
    // The seed's 'Sou uma Marca' profile has a company name, city and state, and the sign-up fields.
    await expect(incomplete.description).toHaveText(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ' +
        'Company Category, Company Segment, Logo Url, Legal Name, Zip Code, Street, Street Number, Instagram Url, Phone Number',
    );
    // The page's own panel names the same fields as the form does, in pt-BR.
    await expect(pendingFields(page)).toHaveText([
      'Categoria',
      'Segmento',
      'Logo',
      'Razão social',
      'CEP',
      'Rua',
      'Número',
      'Instagram',
      'Telefone',
    ]);
  });
});

test.describe('agency with required fields missing', () => {
  test("the toast names agency_service_types 'Tipos de Serviço da Agência'", async ({ page, context }) => {
    const agency = await newUser('agencia', { full_name: 'Amanda Agência', cpf_cnpj: randomCpf(), category: 'Quero Contratar' });
    const { error } = await agency.client
      .from('profiles')
      .update({ type: 'Sou uma Agência', company_name: 'Agência Teste' })
      .eq('id', agency.id);
    expect(error).toBeNull();
    // Signing in after the change: the new access token carries the updated gate claim.
    await signInContext(context, agency.email, agency.password);

    await page.goto('/feed');
    await expectPath(page, '/profile-empresa');
    await expect(toast(page, 'Perfil incompleto').description).toHaveText(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ' +
        'Logo Url, Legal Name, Zip Code, City, State, Street, Street Number, Instagram Url, Phone Number, Tipos de Serviço da Agência',
    );
    await expect(pendingFields(page)).toHaveText([
      'Logo',
      'Razão social',
      'CEP',
      'Cidade',
      'Estado (UF)',
      'Rua',
      'Número',
      'Instagram',
      'Telefone',
      'Serviços da agência',
    ]);
  });
});
