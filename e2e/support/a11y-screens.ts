// Every screen of every role the accessibility audit opens, desktop and phone (e2e/accessibility*.spec.ts).
// The list covers every route of lib/routes.ts (the audit's first test checks it); the seed's
// records (supabase/seed.sql, supabase/seeds/) give the screens that need an id something to show.
// A screen may open a dialog or menu first, so it is analysed open.
import { expect, type Page } from '@playwright/test';
import { CREATOR_BRAND_CONVERSATION, DEMO_ACCOUNTS } from './accounts';
import { ADMIN_SCREENS } from './admin-routes';
import type { StateRole } from './auth-state';

const OPPORTUNITY = 'e0000000-0000-4000-8000-000000000001';
/** Marina's proposal to Carla, waiting for Carla's answer (supabase/seeds/70_hiring.sql). */
const PENDING_PROPOSAL = 'f1000000-0000-4000-8000-000000000001';
/** Marina and Carla's contract with a delivery waiting for Marina's review. */
const DELIVERED_CONTRACT = 'f2000000-0000-4000-8000-000000000002';

export type AuditScreen = {
  path: string;
  /** What is opened before the analysis; the name says what the screen then shows. */
  open?: { name: string; run: (page: Page) => Promise<void> };
  /** Only on one of the two projects (the phone menu exists only on small screens). */
  only?: 'desktop' | 'mobile';
  /** Saved to e2e/screenshots/ to look at after a fix to the screen (saveScreenshot). */
  screenshot?: string;
};

async function openSignUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Começar Agora' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Criar uma conta' })).toBeVisible();
}

async function openCategoryConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Quero Contratar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar: Quero Contratar?' })).toBeVisible();
}

async function openPhoneMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

async function openNewServiceType(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Novo/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function openTwoStepEnrolment(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Verificação em duas etapas' }).click();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByLabel('Nome do aplicativo')).toBeVisible();
}

export const AUDIT_SCREENS: { role: StateRole | 'visitor'; screens: AuditScreen[] }[] = [
  {
    role: 'visitor',
    screens: [
      { path: '/' },
      { path: '/', open: { name: "the sign-up dialog ('Criar uma conta')", run: openSignUp } },
      { path: '/login' },
      { path: '/esqueci-minha-senha' },
      { path: '/redefinir-senha' },
      { path: '/redefinir-senha/link-invalido' },
      { path: '/termos' },
      { path: '/privacidade' },
      { path: '/pagina-inexistente' },
      { path: '/termos/nao-existe' },
    ],
  },
  {
    role: 'noCategory',
    screens: [
      { path: '/category-selection' },
      { path: '/category-selection', open: { name: 'the category confirmation', run: openCategoryConfirmation } },
    ],
  },
  { role: 'newCreator', screens: [{ path: '/primeirologinusuario' }] },
  // An account with two-step verification after its password: the code step.
  { role: 'secondStep', screens: [{ path: '/verificacao-em-duas-etapas', screenshot: 'a11y-second-step' }] },
  // Company onboarding: the gate keeps a hirer without a company name on the company profile.
  { role: 'incompleteBrand', screens: [{ path: '/profile-empresa', screenshot: 'a11y-locked-menu' }] },
  {
    role: 'creator',
    screens: [
      { path: '/feed' },
      { path: '/feed', open: { name: 'the phone menu', run: openPhoneMenu }, only: 'mobile' },
      { path: '/feed?tab=seguindo' },
      { path: '/dashboard', screenshot: 'a11y-dashboard' },
      { path: '/notifications', screenshot: 'a11y-notifications' },
      { path: '/chat' },
      { path: `/chat?c=${CREATOR_BRAND_CONVERSATION}`, screenshot: 'a11y-chat' },
      { path: '/network' },
      { path: '/network?tab=criadores&uf=SP' },
      { path: '/companies' },
      { path: '/profile' },
      { path: '/profile', open: { name: "two-step verification's first step", run: openTwoStepEnrolment } },
      { path: '/profile-user' },
      { path: `/profile-user?id=${DEMO_ACCOUNTS.brand.id}` },
      { path: '/jobs/opportunities' },
      { path: `/jobs/opportunities?id=${OPPORTUNITY}`, screenshot: 'a11y-opportunity' },
      { path: '/jobs/pending' },
      { path: '/jobs/discarded' },
      // The hiring screens as a creator reaches them by address (the page, or 'Acesso restrito').
      { path: '/jobs/create' },
      { path: '/jobs/minhasoportunidades' },
      { path: '/jobs/candidates' },
      { path: '/contratos' },
      { path: `/contrato/${DELIVERED_CONTRACT}` },
      { path: `/proposta/${PENDING_PROPOSAL}` },
      { path: '/acesso-restrito' },
      { path: '/pagina-inexistente' },
    ],
  },
  {
    role: 'brand',
    screens: [
      { path: '/dashboard' },
      { path: '/jobs/create' },
      { path: '/jobs/create2' },
      { path: '/jobs/create3' },
      { path: `/jobs/edit/${OPPORTUNITY}` },
      { path: '/jobs/minhasoportunidades' },
      { path: '/jobs/meuscandidatos' },
      { path: '/jobs/candidates' },
      { path: `/jobs/candidates?opportunity=${OPPORTUNITY}` },
      { path: '/profile-empresa' },
      { path: `/profile-user?id=${DEMO_ACCOUNTS.creator.id}` },
      { path: `/chat?c=${CREATOR_BRAND_CONVERSATION}` },
      { path: '/contratos' },
      { path: `/contrato/${DELIVERED_CONTRACT}` },
      { path: `/proposta/${PENDING_PROPOSAL}` },
    ],
  },
  { role: 'agency', screens: [{ path: '/profile-empresa' }, { path: '/dashboard' }] },
  {
    role: 'admin',
    screens: [
      ...ADMIN_SCREENS.map((screen) => ({
        path: `${screen.path}${'search' in screen ? screen.search : ''}`,
        ...(screen.path === '/admin/terms' ? { screenshot: 'a11y-admin-terms' } : {}),
      })),
      { path: '/admin/service-types', open: { name: "the 'Novo tipo de serviço' dialog", run: openNewServiceType } },
      { path: '/feed', open: { name: 'the phone menu', run: openPhoneMenu }, only: 'mobile' },
    ],
  },
];
