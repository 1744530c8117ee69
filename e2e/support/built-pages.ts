// Every built screen, by who opens it, for the checks that loop over all of them (no sideways
// scroll at 320 px, every control named). Seeded records (supabase/seed.sql, supabase/seeds/) give
// the screens that need an id something to show. The admin screens come from admin-routes.ts.
import { CREATOR_BRAND_CONVERSATION, DEMO_ACCOUNTS } from './accounts';
import { ADMIN_SCREENS } from './admin-routes';
import type { StateRole } from './auth-state';

const OPPORTUNITY = 'e0000000-0000-4000-8000-000000000001';

export const BUILT_PAGES: { role: StateRole | 'visitor'; paths: string[] }[] = [
  {
    role: 'visitor',
    paths: ['/', '/login', '/termos', '/privacidade', '/esqueci-minha-senha', '/redefinir-senha/link-invalido', '/termos/nao-existe'],
  },
  { role: 'noCategory', paths: ['/category-selection'] },
  { role: 'newCreator', paths: ['/primeirologinusuario'] },
  { role: 'secondStep', paths: ['/verificacao-em-duas-etapas'] },
  {
    role: 'creator',
    paths: [
      '/feed',
      '/feed?tab=seguindo',
      '/dashboard',
      '/notifications',
      '/chat',
      `/chat?c=${CREATOR_BRAND_CONVERSATION}`,
      '/network',
      '/network?tab=criadores&uf=SP',
      '/companies',
      '/profile',
      '/profile-user',
      `/profile-user?id=${DEMO_ACCOUNTS.brand.id}`,
      '/jobs/opportunities',
      `/jobs/opportunities?id=${OPPORTUNITY}`,
      '/jobs/minhasoportunidades',
      '/jobs/candidates',
      '/jobs/pending',
      '/jobs/discarded',
      '/jobs/create',
      '/pagina-inexistente',
    ],
  },
  {
    role: 'brand',
    paths: [
      '/jobs/create',
      '/jobs/create2',
      '/jobs/create3',
      `/jobs/edit/${OPPORTUNITY}`,
      '/jobs/minhasoportunidades',
      '/jobs/meuscandidatos',
      `/jobs/candidates?opportunity=${OPPORTUNITY}`,
      '/profile-empresa',
      `/profile-user?id=${DEMO_ACCOUNTS.creator.id}`,
      `/chat?c=${CREATOR_BRAND_CONVERSATION}`,
    ],
  },
  { role: 'incompleteBrand', paths: ['/profile-empresa'] },
  { role: 'agency', paths: ['/profile-empresa', '/dashboard'] },
  { role: 'admin', paths: ADMIN_SCREENS.map((screen) => `${screen.path}${'search' in screen ? screen.search : ''}`) },
];
