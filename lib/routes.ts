// Every screen of the app, named once: its path, who may open it, and whether the sitemap lists
// it (docs/product/routes.md). The page guards (requirePageAccess / requireViewer), the links, the
// gate, the proxy's status check, robots.txt and the sitemap read it; lib/routes.test.ts checks
// that every app/**/page.tsx is here with the right guard, and supabase/tests/menu-branding.test.ts
// that the seed holds one `pages` row per 'page' route (slug = path without the leading slash).
import type { MetadataRoute } from 'next';

type SitemapEntry = Pick<MetadataRoute.Sitemap[number], 'changeFrequency' | 'priority'>;

type RouteDefinition = {
  path: `/${string}`;
  /**
   * 'public': anyone; 'signed-in': the onboarding screens, signed in and through the gate, no
   * menu permission; 'page': a menu page, opened only with a permission row for the category;
   * 'status': a static page the proxy shows in place of a denied route (signed in, no guard of
   * its own, so it stays prerendered and keeps its status code); 'second-step': the code step of
   * two-step verification, for a session that still needs its code (the proxy sends it there and
   * keeps everyone else out; no page guard, so it stays prerendered).
   */
  access: 'public' | 'signed-in' | 'page' | 'status' | 'second-step';
  /** Segments the folder adds after `path`, which the same guard covers ('/[id]'). */
  params?: `/${string}`;
  sitemap?: SitemapEntry;
};

const ROUTE_TABLE = {
  home: { path: '/', access: 'public', sitemap: { changeFrequency: 'weekly', priority: 1 } },
  login: { path: '/login', access: 'public', sitemap: { changeFrequency: 'yearly', priority: 0.5 } },
  terms: { path: '/termos', access: 'public', sitemap: { changeFrequency: 'monthly', priority: 0.3 } },
  privacy: { path: '/privacidade', access: 'public', sitemap: { changeFrequency: 'monthly', priority: 0.3 } },
  forgotPassword: { path: '/esqueci-minha-senha', access: 'public' },
  // Opened from the recovery e-mail (through /auth/confirm) with the recovery session; whatever
  // the profile's state, the gate lets it through (lib/auth/gate.ts).
  resetPassword: { path: '/redefinir-senha', access: 'public' },
  resetLinkInvalid: { path: '/redefinir-senha/link-invalido', access: 'public' },
  // After the password, the 6-digit code of an account with two-step verification
  // (docs/product/two-step.md); outside /login, which sends a signed-in session to /feed.
  twoStepCode: { path: '/verificacao-em-duas-etapas', access: 'second-step' },

  categorySelection: { path: '/category-selection', access: 'signed-in' },
  creatorOnboarding: { path: '/primeirologinusuario', access: 'signed-in' },

  accessDenied: { path: '/acesso-restrito', access: 'status' },

  feed: { path: '/feed', access: 'page' },
  dashboard: { path: '/dashboard', access: 'page' },
  notifications: { path: '/notifications', access: 'page' },
  chat: { path: '/chat', access: 'page' },
  network: { path: '/network', access: 'page' },
  companies: { path: '/companies', access: 'page' },
  profileEditor: { path: '/profile', access: 'page' },
  publicProfile: { path: '/profile-user', access: 'page' },
  companyProfile: { path: '/profile-empresa', access: 'page' },

  jobsOpportunities: { path: '/jobs/opportunities', access: 'page' },
  jobsCreate: { path: '/jobs/create', access: 'page' },
  jobsCreateStep2: { path: '/jobs/create2', access: 'page' },
  jobsCreateStep3: { path: '/jobs/create3', access: 'page' },
  jobsEdit: { path: '/jobs/edit', access: 'page', params: '/[id]' },
  jobsMine: { path: '/jobs/minhasoportunidades', access: 'page' },
  jobsCandidates: { path: '/jobs/candidates', access: 'page' },
  jobsPending: { path: '/jobs/pending', access: 'page' },
  jobsDiscarded: { path: '/jobs/discarded', access: 'page' },
  jobsMyCandidates: { path: '/jobs/meuscandidatos', access: 'page' },

  // Hiring through to review (docs/product/hiring.md): the list, one contract, one proposal.
  contracts: { path: '/contratos', access: 'page' },
  contract: { path: '/contrato', access: 'page', params: '/[id]' },
  proposal: { path: '/proposta', access: 'page', params: '/[id]' },

  adminServiceTypes: { path: '/admin/service-types', access: 'page' },
  adminServiceSubtypes: { path: '/admin/service-types2', access: 'page' },
  adminContentTypes: { path: '/admin/content-types', access: 'page' },
  adminCompanyTypes: { path: '/admin/company-types', access: 'page' },
  adminAgencyServiceTypes: { path: '/admin/agency-service-types', access: 'page' },
  adminServiceQuestions: { path: '/admin/service-questions', access: 'page' },
  adminServiceAnswers: { path: '/admin/service-questions2', access: 'page' },
  adminOpportunityQuestions: { path: '/admin/opportunity-questions', access: 'page' },
  adminPermissions: { path: '/admin/permissions', access: 'page' },
  adminUsers: { path: '/admin/users', access: 'page' },
  adminTerms: { path: '/admin/terms', access: 'page' },
  adminNotifications: { path: '/admin/notifications', access: 'page' },
  adminCreators: { path: '/admin/gestao-profile', access: 'page' },
  adminBrands: { path: '/admin/gestao-profile2', access: 'page' },
  adminAgencies: { path: '/admin/gestao-profile4', access: 'page' },
  adminSiteImages: { path: '/admin/site-images', access: 'page' },
  adminAudit: { path: '/admin/audit', access: 'page' },
  adminContracts: { path: '/admin/contratos', access: 'page' },
} as const satisfies Record<string, RouteDefinition>;

type RouteTable = typeof ROUTE_TABLE;
export type RouteName = keyof RouteTable;

/** The route definitions, by name, for checks that walk them all. */
export const ROUTE_DEFINITIONS: Readonly<Record<RouteName, RouteDefinition>> = ROUTE_TABLE;

/** Every screen's path by name: ROUTES.feed is '/feed' (as a literal type). */
export const ROUTES = Object.fromEntries(Object.entries(ROUTE_TABLE).map(([name, route]) => [name, route.path])) as {
  readonly [Name in RouteName]: RouteTable[Name]['path'];
};

type PathWithAccess<Access extends RouteDefinition['access']> = {
  [Name in RouteName]: RouteTable[Name]['access'] extends Access ? RouteTable[Name]['path'] : never;
}[RouteName];

/** A menu page: the argument of requirePageAccess, and a `pages.slug` row of the seed. */
export type PageRoute = PathWithAccess<'page'>;

const definitions = Object.values(ROUTE_DEFINITIONS);

/** The menu pages' paths, in table order. */
export const PAGE_ROUTES = definitions.filter((route) => route.access === 'page').map((route) => route.path) as PageRoute[];

/**
 * The menu page a path belongs to ('/jobs/edit/42' → '/jobs/edit'), or null for any other path:
 * what the proxy checks against the permission table.
 */
export function pageRouteOf(pathname: string): PageRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const name of Object.keys(ROUTE_TABLE) as RouteName[]) {
    const route: RouteDefinition = ROUTE_TABLE[name];
    if (route.access !== 'page') continue;
    if (
      path === route.path ||
      (route.params && path.startsWith(`${route.path}/`) && path.split('/').length === `${route.path}${route.params}`.split('/').length)
    ) {
      return route.path as PageRoute;
    }
  }
  return null;
}

/** The public screens the sitemap lists. */
export const SITEMAP_ROUTES = definitions.flatMap((route) => (route.sitemap ? [{ path: route.path, ...route.sitemap }] : []));

/**
 * What crawlers are asked to skip: the first segment of every screen behind the login ('/admin/'
 * and '/jobs/' as folders), plus the API and auth callback paths.
 */
export const CRAWLER_DISALLOWED_PREFIXES = [
  ...new Set(
    definitions
      .filter((route) => route.access !== 'public')
      .map((route) => {
        const [first, ...rest] = route.path.slice(1).split('/');
        return rest.length > 0 ? `/${first}/` : `/${first}`;
      }),
  ),
  '/api/',
  '/auth/',
];
