import { categoryPages, categoryView, routeAccess } from './category-pages';
import type { MenuPage } from './types';

const CREATOR = 'Quero Oferecer meu serviço';
const HIRER = 'Quero Contratar';

const page = (slug: string, section: string | null, access: Record<string, boolean>, extra: Partial<MenuPage> = {}): MenuPage => ({
  id: slug,
  name: slug,
  slug,
  icon: 'Home',
  menu_section: section,
  in_menu: true,
  permissions: Object.entries(access).map(([user_category, has_access]) => ({ user_category, has_access })),
  ...extra,
});

const rows: MenuPage[] = [
  page('profile-user', 'Perfil', { [CREATOR]: true, [HIRER]: true }),
  page('jobs/create', 'Trabalhos', { [CREATOR]: false, [HIRER]: true }),
  page('jobs/create2', 'Trabalhos', { [HIRER]: true }, { in_menu: false }),
  page('jobs/edit', 'Trabalhos', { [HIRER]: true }, { in_menu: false }),
  page('feed', 'Navegação', { [CREATOR]: true, [HIRER]: true, no_category: false }),
  page('admin/users', 'Administração', { administrador: true, [CREATOR]: false }),
];

describe('categoryView', () => {
  it('builds the menu of a category in section order, listed pages only', () => {
    const view = categoryView(rows, HIRER);
    expect(view.menu.map((g) => [g.heading, g.pages.map((p) => p.slug)])).toEqual([
      ['Navegação', ['feed']],
      ['Trabalhos', ['jobs/create']],
      ['Perfil', ['profile-user']],
    ]);
    expect(view.pages.find((p) => p.slug === 'jobs/create2')).toMatchObject({ allowed: true, in_menu: false });
  });

  it('drops the permission rows from the cached view', () => {
    const view = categoryView(rows, CREATOR);
    expect(view.pages.every((p) => !('permissions' in p))).toBe(true);
    expect(view.menu.flatMap((g) => g.pages).every((p) => !('permissions' in p))).toBe(true);
  });

  it('gives administrators every listed page and no category nothing here', () => {
    expect(categoryView(rows, 'administrador').menu.flatMap((g) => g.pages.map((p) => p.slug))).toHaveLength(4);
    expect(categoryView(rows, 'no_category').menu).toEqual([]);
  });
});

describe('routeAccess', () => {
  const creator = categoryView(rows, CREATOR).pages;
  const hirer = categoryView(rows, HIRER).pages;

  it('follows the permission of the page matching the route', () => {
    expect(routeAccess(creator, CREATOR, '/feed')).toBe('allowed');
    expect(routeAccess(creator, CREATOR, '/jobs/create')).toBe('denied');
    expect(routeAccess(hirer, HIRER, '/jobs/create')).toBe('allowed');
    expect(routeAccess(creator, CREATOR, '/jobs/edit/0b7c')).toBe('denied');
    expect(routeAccess(hirer, HIRER, '/jobs/edit/0b7c')).toBe('allowed');
    expect(routeAccess(hirer, HIRER, '/admin/users')).toBe('denied');
  });

  it('keeps the administration area for administrators, whatever its permission rows say', () => {
    const granted = categoryView([page('admin/users', 'Administração', { [HIRER]: true, administrador: true })], HIRER).pages;
    expect(routeAccess(granted, HIRER, '/admin/users')).toBe('denied');
    expect(routeAccess(granted, 'administrador', '/admin/users')).toBe('allowed');
    expect(routeAccess(granted, null, '/admin/users')).toBe('denied');
  });

  it('denies routes without a page record, except to administrators', () => {
    expect(routeAccess(hirer, HIRER, '/dashboard')).toBe('denied');
    expect(routeAccess([], 'administrador', '/dashboard')).toBe('allowed');
    expect(routeAccess([], 'administrador', '/admin/site-images')).toBe('allowed');
  });
});

describe('categoryPages', () => {
  it('gives the same verdicts as the view, for a guard that needs no sidebar', () => {
    for (const category of [HIRER, CREATOR, 'administrador', 'no_category']) {
      expect(categoryPages(rows, category)).toEqual(categoryView(rows, category).pages);
    }
  });
});
