import { canAccessPage, menuPagesFor, pageForPath, pageHref, permissionCategory } from './filter';
import type { MenuPage } from './types';

const page = (slug: string, perms: [string, boolean][], extra: Partial<MenuPage> = {}): MenuPage => ({
  id: slug,
  name: slug,
  slug,
  icon: 'Home',
  menu_section: null,
  permissions: perms.map(([user_category, has_access]) => ({ user_category, has_access })),
  ...extra,
});

const feed = page('feed', [
  ['Quero Oferecer meu serviço', true],
  ['Quero Contratar', true],
  ['no_category', false],
]);
const create = page('jobs/create', [
  ['Quero Contratar', true],
  ['Quero Oferecer meu serviço', false],
]);
const create2 = page('jobs/create2', [['Quero Contratar', true]], { in_menu: false });
const admin = page('admin/users', []);
const welcome = page('boas-vindas', [['no_category', true]]);
const pages = [feed, create, create2, admin, welcome];

describe('permissionCategory', () => {
  it("uses 'no_category' for a missing category", () => {
    expect(permissionCategory(null)).toBe('no_category');
    expect(permissionCategory(undefined)).toBe('no_category');
    expect(permissionCategory('')).toBe('no_category');
    expect(permissionCategory('Quero Contratar')).toBe('Quero Contratar');
  });
});

describe('canAccessPage', () => {
  it('lets an administrator see every page, even without rows', () => {
    for (const p of pages) expect(canAccessPage(p, 'administrador')).toBe(true);
  });

  it('needs a has_access row for the category', () => {
    expect(canAccessPage(create, 'Quero Contratar')).toBe(true);
    expect(canAccessPage(create, 'Quero Oferecer meu serviço')).toBe(false);
    expect(canAccessPage(admin, 'Quero Contratar')).toBe(false);
    expect(canAccessPage(page('x', [], { permissions: null }), 'Quero Contratar')).toBe(false);
  });

  it("reads the 'no_category' row without a category", () => {
    expect(canAccessPage(welcome, null)).toBe(true);
    expect(canAccessPage(feed, null)).toBe(false);
  });
});

describe('menuPagesFor', () => {
  it('keeps accessible pages listed in the menu, in input order', () => {
    expect(menuPagesFor(pages, 'Quero Contratar').map((p) => p.slug)).toEqual(['feed', 'jobs/create']);
    expect(menuPagesFor(pages, 'Quero Oferecer meu serviço').map((p) => p.slug)).toEqual(['feed']);
    expect(menuPagesFor(pages, null).map((p) => p.slug)).toEqual(['boas-vindas']);
    expect(menuPagesFor(pages, 'administrador').map((p) => p.slug)).toEqual(['feed', 'jobs/create', 'admin/users', 'boas-vindas']);
  });
});

describe('pageHref and pageForPath', () => {
  it('links to /{slug}', () => {
    expect(pageHref('feed')).toBe('/feed');
    expect(pageHref('/admin/users/')).toBe('/admin/users');
  });

  it('finds the page that controls a route', () => {
    const edit = page('jobs/edit', [], { in_menu: false });
    const all = [...pages, edit, page('profile', []), page('profile-user', [])];
    expect(pageForPath(all, '/jobs/edit/42')?.slug).toBe('jobs/edit');
    expect(pageForPath(all, '/jobs/create2')?.slug).toBe('jobs/create2');
    expect(pageForPath(all, '/jobs/create')?.slug).toBe('jobs/create');
    expect(pageForPath(all, '/profile-user')?.slug).toBe('profile-user');
    expect(pageForPath(all, '/profile/')?.slug).toBe('profile');
    expect(pageForPath(all, '/jobs')).toBeNull();
    expect(pageForPath(all, '/')).toBeNull();
  });
});
