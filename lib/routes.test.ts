import fs from 'node:fs';
import path from 'node:path';
import { CRAWLER_DISALLOWED_PREFIXES, PAGE_ROUTES, ROUTE_DEFINITIONS, ROUTES, SITEMAP_ROUTES, pageRouteOf, type RouteName } from './routes';

const APP = path.join(__dirname, '..', 'app');

/** Every app/**\/page.tsx as its URL pattern: route groups dropped, '/' for the root. */
function pageFiles(dir = APP): { route: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(APP, dir)
      .split(path.sep)
      .filter((segment) => segment !== '' && !/^\(.+\)$/.test(segment));
    return [{ route: `/${segments.join('/')}`, file: full }];
  });
}

const definitions = Object.entries(ROUTE_DEFINITIONS) as [RouteName, (typeof ROUTE_DEFINITIONS)[RouteName]][];
const patternOf = (route: (typeof ROUTE_DEFINITIONS)[RouteName]) => `${route.path === '/' ? '' : route.path}${route.params ?? ''}` || '/';
const pages = pageFiles();

/**
 * The guards a page's source makes: requirePageAccess / requireViewer in its own content, or the
 * browser's guard (<BrowserPage route={ROUTES.x}>) in a screen it imports from components/.
 */
function guardsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const server = [...source.matchAll(/\b(requirePageAccess|requireViewer)\(([^)]*)\)/g)].map((m) => `${m[1]}(${m[2]})`);
  const browser = [...source.matchAll(/from '@\/(components\/[^']+)'/g)].flatMap((m) => {
    const imported = path.join(APP, '..', `${m[1]}.tsx`);
    if (!fs.existsSync(imported)) return [];
    return [...fs.readFileSync(imported, 'utf8').matchAll(/<BrowserPage route=\{(ROUTES\.\w+)\}/g)].map((b) => `BrowserPage(${b[1]})`);
  });
  return [...server, ...browser];
}

describe('the route map', () => {
  it('holds every page.tsx under app/', () => {
    const known = new Set(definitions.map(([, route]) => patternOf(route)));
    expect(pages.map((p) => p.route).filter((route) => !known.has(route))).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(39);
  });

  it('has a page.tsx for every route', () => {
    const built = new Set(pages.map((p) => p.route));
    const missing = definitions.map(([, route]) => patternOf(route)).filter((route) => !built.has(route));
    expect(missing).toEqual([]);
  });

  it('is what each page guards: its own menu page, the gate for onboarding, nothing for public screens', () => {
    for (const [name, route] of definitions) {
      const page = pages.find((p) => p.route === patternOf(route));
      if (!page) continue;
      // A page checks its own route: on the server in its content, or in the browser (a static document).
      const guards = guardsOf(page.file);
      const pageGuard = guards[0]?.startsWith('BrowserPage') ? `BrowserPage(ROUTES.${name})` : `requirePageAccess(ROUTES.${name})`;
      const expected = {
        page: [pageGuard],
        'signed-in': [`requireViewer(ROUTES.${name})`],
        public: [],
        status: [],
        'second-step': [],
      }[route.access];
      expect({ name, guards }).toEqual({ name, guards: expected });
    }
  });

  it('names each path once', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.jobsEdit).toBe('/jobs/edit');
    expect(PAGE_ROUTES).toHaveLength(40);
    expect(PAGE_ROUTES).toContain('/admin/site-images');
    expect(PAGE_ROUTES).not.toContain('/category-selection');
  });

  it('finds the menu page a path belongs to, and nothing for other paths', () => {
    expect(pageRouteOf('/feed')).toBe('/feed');
    expect(pageRouteOf('/feed/')).toBe('/feed');
    expect(pageRouteOf('/jobs/edit/0b7c2f5e-1111-4222-8333-444455556666')).toBe('/jobs/edit');
    expect(pageRouteOf('/jobs/edit')).toBe('/jobs/edit');
    expect(pageRouteOf('/jobs/edit/1/2')).toBeNull();
    expect(pageRouteOf('/admin/users')).toBe('/admin/users');
    expect(pageRouteOf('/profile-user')).toBe('/profile-user');
    for (const other of [
      '/',
      '/login',
      '/termos',
      '/category-selection',
      '/acesso-restrito',
      '/admin',
      '/admin/nao-existe',
      '/jobs',
      '/feedx',
      '/auth/conta-bloqueada',
    ]) {
      expect({ other, route: pageRouteOf(other) }).toEqual({ other, route: null });
    }
  });

  it('gives the sitemap the public screens and robots.txt everything behind the login', () => {
    expect(SITEMAP_ROUTES.map((r) => r.path)).toEqual(['/', '/login', '/termos', '/privacidade']);
    expect(CRAWLER_DISALLOWED_PREFIXES).toEqual([
      '/verificacao-em-duas-etapas',
      '/category-selection',
      '/primeirologinusuario',
      '/acesso-restrito',
      '/feed',
      '/dashboard',
      '/notifications',
      '/chat',
      '/network',
      '/companies',
      '/profile',
      '/profile-user',
      '/profile-empresa',
      '/jobs/',
      '/contratos',
      '/contrato',
      '/proposta',
      '/admin/',
      '/api/',
      '/auth/',
    ]);
  });
});
