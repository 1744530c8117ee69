import { GATE_FIELDS } from '@/lib/profile/completeness';
import type { GateClaim } from './gate-claim';
import { decideNavigation } from './navigation-decision';

const claim = (over: Partial<GateClaim>): GateClaim => ({ category: null, type: null, onboarding_completed: false, filled: [], ...over });
const creatorDone = claim({ category: 'Quero Oferecer meu serviço', onboarding_completed: true });
const brandMissing = claim({
  category: 'Quero Contratar',
  type: 'Sou uma Marca',
  filled: GATE_FIELDS.filter((f) => f !== 'logo_url' && f !== 'phone_number'),
});
const deadRefresh = { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };

describe('decideNavigation', () => {
  it('lets a complete profile through', () => {
    expect(decideNavigation({ pathname: '/feed', hasSession: true, gate: creatorDone })).toBeNull();
    expect(decideNavigation({ pathname: '/jobs/edit/1', hasSession: true, gate: creatorDone })).toBeNull();
  });

  it('sends a visitor to /login without a reason', () => {
    expect(decideNavigation({ pathname: '/feed', hasSession: false, gate: null })).toEqual({
      pathname: '/login',
      search: {},
      reason: 'no-session',
    });
  });

  it("sends a dead session from a protected route to /login with 'sessao-expirada'", () => {
    expect(decideNavigation({ pathname: '/chat', hasSession: false, gate: null, sessionError: deadRefresh })).toEqual({
      pathname: '/login',
      search: { motivo: 'sessao-expirada' },
      reason: 'session-expired',
    });
  });

  it("says 'conta-bloqueada' when the refresh was refused because the account is blocked", () => {
    const banned = { code: 'user_banned', message: 'Invalid Refresh Token: User Banned', status: 400 };
    expect(decideNavigation({ pathname: '/feed', hasSession: false, gate: null, sessionError: banned })).toEqual({
      pathname: '/login',
      search: { motivo: 'conta-bloqueada' },
      reason: 'session-expired',
    });
  });

  it('leaves public pages and static files alone when the session died', () => {
    for (const pathname of ['/', '/login', '/termos', '/brand/logo.svg', '/robots.txt']) {
      expect(decideNavigation({ pathname, hasSession: false, gate: null, sessionError: deadRefresh })).toBeNull();
    }
  });

  it('treats other session errors (network) as no session, without the toast', () => {
    const offline = { name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 };
    expect(decideNavigation({ pathname: '/feed', hasSession: false, gate: null, sessionError: offline })?.search).toEqual({});
  });

  it('passes the missing fields of an incomplete hirer as known keys', () => {
    expect(decideNavigation({ pathname: '/feed', hasSession: true, gate: brandMissing })).toEqual({
      pathname: '/profile-empresa',
      search: { pendentes: 'logo_url,phone_number' },
      reason: 'hirer-incomplete',
    });
    expect(decideNavigation({ pathname: '/profile-empresa', hasSession: true, gate: brandMissing })).toBeNull();
  });

  it('follows the gate for the other states', () => {
    expect(decideNavigation({ pathname: '/feed', hasSession: true, gate: null })?.pathname).toBe('/category-selection');
    expect(decideNavigation({ pathname: '/login', hasSession: true, gate: creatorDone })?.pathname).toBe('/feed');
    expect(decideNavigation({ pathname: '/feed', hasSession: true, gate: claim({ category: 'Quero Oferecer meu serviço' }) })).toEqual({
      pathname: '/primeirologinusuario',
      search: {},
      reason: 'creator-onboarding',
    });
  });
});
