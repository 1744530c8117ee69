import { GATE_FIELDS } from '@/lib/profile/completeness';
import { isPublicPath, isStaticPath, isUnder, profileRequirement, resolveGate } from './gate';
import type { GateClaim } from './gate-claim';

const claim = (over: Partial<GateClaim>): GateClaim => ({
  category: null,
  type: null,
  onboarding_completed: false,
  filled: [],
  ...over,
});

const admin = claim({ category: 'administrador' });
const creatorDone = claim({ category: 'Quero Oferecer meu serviço', onboarding_completed: true });
const creatorNew = claim({ category: 'Quero Oferecer meu serviço' });
const hirerNoType = claim({ category: 'Quero Contratar', filled: ['company_name'] });
const brandComplete = claim({ category: 'Quero Contratar', type: 'Sou uma Marca', filled: [...GATE_FIELDS] });
const brandMissing = claim({
  category: 'Quero Contratar',
  type: 'Sou uma Marca',
  filled: GATE_FIELDS.filter((f) => f !== 'logo_url' && f !== 'phone_number'),
});
const agencyNoServices = claim({
  category: 'Quero Contratar',
  type: 'Sou uma Agência',
  filled: GATE_FIELDS.filter((f) => f !== 'agency_service_types'),
});

const target = (path: string, session: boolean, gate: GateClaim | null) => resolveGate(path, session, gate)?.to ?? null;

describe('path helpers', () => {
  it('isUnder matches whole segments only', () => {
    expect(isUnder('/profile', '/profile')).toBe(true);
    expect(isUnder('/profile/', '/profile')).toBe(true);
    expect(isUnder('/profile/x', '/profile')).toBe(true);
    expect(isUnder('/profile-user', '/profile')).toBe(false);
  });

  it.each([
    '/robots.txt',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/favicon.ico',
    '/brand/logo.svg',
    '/_next/static/chunks/a.js',
    '/icon',
    '/apple-icon',
    '/icon1',
    '/api/health',
    '/auth/confirm',
    '/img/photo.png',
  ])('%s is static or pass-through', (path) => {
    expect(isStaticPath(path)).toBe(true);
  });

  it.each(['/', '/login', '/termos', '/termos/2', '/login/'])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(['/feed', '/admin/users', '/jobs/edit/123', '/category-selection', '/loginx', '/termosx', '/icons'])(
    '%s is protected',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('without a session', () => {
  it.each([
    '/feed',
    '/jobs/create',
    '/jobs/edit/abc',
    '/admin/site-images',
    '/category-selection',
    '/primeirologinusuario',
    '/profile-empresa',
    '/chat',
  ])('%s → /login', (path) => {
    expect(resolveGate(path, false, null)).toEqual({ to: '/login', reason: 'no-session', missingFields: [] });
  });

  it.each(['/', '/login', '/termos', '/robots.txt', '/brand/logo.svg'])('%s stays', (path) => {
    expect(resolveGate(path, false, null)).toBeNull();
  });

  it('ignores a claim when there is no session', () => {
    expect(target('/feed', false, admin)).toBe('/login');
  });
});

describe('with a session on / and /login', () => {
  it.each(['/', '/login'])('%s → /feed for a complete profile', (path) => {
    expect(resolveGate(path, true, admin)).toEqual({ to: '/feed', reason: 'signed-in', missingFields: [] });
    expect(target(path, true, creatorDone)).toBe('/feed');
    expect(target(path, true, brandComplete)).toBe('/feed');
  });

  it.each(['/', '/login'])('%s goes straight to the profile step when incomplete', (path) => {
    expect(target(path, true, null)).toBe('/category-selection');
    expect(target(path, true, creatorNew)).toBe('/primeirologinusuario');
    expect(target(path, true, brandMissing)).toBe('/profile-empresa');
  });
});

describe('profile rules (docs/product/routes.md)', () => {
  it('row 1–2: no profile or no category → /category-selection, except there', () => {
    expect(resolveGate('/feed', true, null)).toEqual({ to: '/category-selection', reason: 'no-category', missingFields: [] });
    expect(target('/admin/users', true, claim({}))).toBe('/category-selection');
    expect(target('/category-selection', true, null)).toBeNull();
    expect(target('/category-selection/', true, claim({}))).toBeNull();
  });

  it('row 3: creator without onboarding → /primeirologinusuario, except there', () => {
    expect(resolveGate('/feed', true, creatorNew)?.reason).toBe('creator-onboarding');
    expect(target('/jobs/opportunities', true, creatorNew)).toBe('/primeirologinusuario');
    expect(target('/primeirologinusuario', true, creatorNew)).toBeNull();
    expect(target('/category-selection', true, creatorNew)).toBe('/primeirologinusuario');
  });

  it('row 4: hirer without type or company name → /profile-empresa', () => {
    expect(resolveGate('/feed', true, hirerNoType)).toEqual({ to: '/profile-empresa', reason: 'hirer-type', missingFields: [] });
    const noCompanyName = claim({ ...brandComplete, filled: GATE_FIELDS.filter((f) => f !== 'company_name') });
    expect(resolveGate('/feed', true, noCompanyName)?.reason).toBe('hirer-type');
    expect(target('/profile-empresa', true, hirerNoType)).toBeNull();
  });

  it('row 5: hirer with missing fields → /profile-empresa with the list', () => {
    expect(resolveGate('/dashboard', true, brandMissing)).toEqual({
      to: '/profile-empresa',
      reason: 'hirer-incomplete',
      missingFields: ['logo_url', 'phone_number'],
    });
    expect(resolveGate('/feed', true, agencyNoServices)?.missingFields).toEqual(['agency_service_types']);
    expect(target('/profile-empresa', true, brandMissing)).toBeNull();
  });

  it('a complete profile passes everywhere protected', () => {
    for (const gate of [admin, creatorDone, brandComplete]) {
      expect(target('/feed', true, gate)).toBeNull();
      expect(target('/jobs/edit/42', true, gate)).toBeNull();
      expect(target('/profile-empresa', true, gate)).toBeNull();
    }
  });

  it('a chosen category leaves /category-selection', () => {
    expect(resolveGate('/category-selection', true, admin)).toEqual({ to: '/feed', reason: 'category-chosen', missingFields: [] });
    expect(target('/category-selection', true, brandMissing)).toBe('/profile-empresa');
  });

  it('the terms and static files stay reachable for an incomplete profile', () => {
    expect(target('/termos', true, null)).toBeNull();
    expect(target('/manifest.webmanifest', true, creatorNew)).toBeNull();
    expect(target('/brand/logo.svg', true, brandMissing)).toBeNull();
  });

  it('the password recovery is open to visitors and to any signed-in profile', () => {
    for (const path of ['/esqueci-minha-senha', '/redefinir-senha', '/redefinir-senha/link-invalido', '/auth/confirm']) {
      expect(target(path, false, null)).toBeNull();
      expect(target(path, true, null)).toBeNull();
      expect(target(path, true, creatorNew)).toBeNull();
      expect(target(path, true, brandMissing)).toBeNull();
    }
  });
});

describe('no redirect loops', () => {
  const gates: (GateClaim | null)[] = [
    null,
    claim({}),
    admin,
    creatorDone,
    creatorNew,
    hirerNoType,
    brandComplete,
    brandMissing,
    agencyNoServices,
  ];
  const paths = ['/', '/login', '/feed', '/category-selection', '/primeirologinusuario', '/profile-empresa', '/admin/users', '/termos'];

  it.each([true, false])('following redirects settles in one hop (session: %p)', (session) => {
    for (const gate of gates) {
      for (const path of paths) {
        const first = target(path, session, gate);
        if (first) expect(target(first, session, gate)).toBeNull();
      }
    }
  });
});

describe('profileRequirement', () => {
  it('is null for administrators and unknown categories', () => {
    expect(profileRequirement(admin)).toBeNull();
    expect(profileRequirement(claim({ category: 'outra' }))).toBeNull();
  });
});
