// The proxy's copy of the permission table (proxy-route-access.ts): read once, kept 30 seconds, and
// read again (waited for) as soon as this process has seen the menu tag expired, by its own action
// or by another instance's through the shared tags (lib/cache/shared-tags.js).
import type { MenuPage } from '@/lib/menu/types';

const readMenuPages = jest.fn<Promise<MenuPage[]>, unknown[]>();
jest.mock('@/lib/queries/menu', () => ({ readMenuPages: (...args: unknown[]) => readMenuPages(...args) }));
jest.mock('@/lib/supabase/public', () => ({ createPublicClient: () => ({}) }));

const CREATOR = 'Quero Oferecer meu serviço';
const companies = (hasAccess: boolean): MenuPage[] => [
  {
    id: 'p1',
    name: 'Empresas',
    slug: 'companies',
    icon: 'Building2',
    menu_section: null,
    in_menu: true,
    permissions: [{ user_category: CREATOR, has_access: hasAccess }],
  },
];
const INVALIDATIONS = Symbol.for('conecta.cache-tag-invalidations');

describe('isDeniedByToken', () => {
  let isDeniedByToken: (pathname: string, category: string | null) => Promise<boolean>;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    jest.resetModules();
    readMenuPages.mockReset();
    Reflect.set(globalThis, INVALIDATIONS, new Map());
    ({ isDeniedByToken } = jest.requireActual<typeof import('./proxy-route-access')>('./proxy-route-access'));
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(globalThis, INVALIDATIONS);
  });

  it('keeps its copy while the menu tag has not been expired here', async () => {
    readMenuPages.mockResolvedValueOnce(companies(true)).mockResolvedValueOnce(companies(false));
    expect(await isDeniedByToken('/companies', CREATOR)).toBe(false);
    jest.setSystemTime(1_010_000);
    expect(await isDeniedByToken('/companies', CREATOR)).toBe(false);
    expect(readMenuPages).toHaveBeenCalledTimes(1);
  });

  it('reads the table again, before answering, once the menu tag was expired after its read', async () => {
    readMenuPages.mockResolvedValueOnce(companies(true)).mockResolvedValueOnce(companies(false));
    expect(await isDeniedByToken('/companies', CREATOR)).toBe(false);
    jest.setSystemTime(1_002_000);
    Reflect.get(globalThis, INVALIDATIONS).set('menu-pages', Date.now());
    expect(await isDeniedByToken('/companies', CREATOR)).toBe(true);
    expect(readMenuPages).toHaveBeenCalledTimes(2);
    jest.setSystemTime(1_003_000);
    expect(await isDeniedByToken('/companies', CREATOR)).toBe(true);
    expect(readMenuPages).toHaveBeenCalledTimes(2);
  });
});
