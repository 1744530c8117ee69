import { GATE_FIELDS } from '@/lib/profile/completeness';
import { NO_TWO_STEP as NONE, type Assurance } from './assurance-claim';
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
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: true, gate: creatorDone })).toBeNull();
    expect(decideNavigation({ assurance: NONE, pathname: '/jobs/edit/1', hasSession: true, gate: creatorDone })).toBeNull();
  });

  it('sends a visitor to /login without a reason', () => {
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: false, gate: null })).toEqual({
      pathname: '/login',
      search: {},
      reason: 'no-session',
    });
  });

  it("sends a dead session from a protected route to /login with 'sessao-expirada'", () => {
    expect(decideNavigation({ assurance: NONE, pathname: '/chat', hasSession: false, gate: null, sessionError: deadRefresh })).toEqual({
      pathname: '/login',
      search: { motivo: 'sessao-expirada' },
      reason: 'session-expired',
    });
  });

  it("says 'conta-bloqueada' when the refresh was refused because the account is blocked", () => {
    const banned = { code: 'user_banned', message: 'Invalid Refresh Token: User Banned', status: 400 };
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: false, gate: null, sessionError: banned })).toEqual({
      pathname: '/login',
      search: { motivo: 'conta-bloqueada' },
      reason: 'session-expired',
    });
  });

  it('leaves public pages and static files alone when the session died', () => {
    for (const pathname of ['/', '/login', '/termos', '/brand/logo.svg', '/robots.txt']) {
      expect(decideNavigation({ assurance: NONE, pathname, hasSession: false, gate: null, sessionError: deadRefresh })).toBeNull();
    }
  });

  it('treats other session errors (network) as no session, without the toast', () => {
    const offline = { name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 };
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: false, gate: null, sessionError: offline })?.search).toEqual(
      {},
    );
  });

  it('passes the missing fields of an incomplete hirer as known keys', () => {
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: true, gate: brandMissing })).toEqual({
      pathname: '/profile-empresa',
      search: { pendentes: 'logo_url,phone_number' },
      reason: 'hirer-incomplete',
    });
    expect(decideNavigation({ assurance: NONE, pathname: '/profile-empresa', hasSession: true, gate: brandMissing })).toBeNull();
  });

  it('follows the gate for the other states', () => {
    expect(decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: true, gate: null })?.pathname).toBe('/category-selection');
    expect(decideNavigation({ assurance: NONE, pathname: '/login', hasSession: true, gate: creatorDone })?.pathname).toBe('/feed');
    expect(
      decideNavigation({ assurance: NONE, pathname: '/feed', hasSession: true, gate: claim({ category: 'Quero Oferecer meu serviço' }) }),
    ).toEqual({
      pathname: '/primeirologinusuario',
      search: {},
      reason: 'creator-onboarding',
    });
  });
});

describe('decideNavigation with two-step verification', () => {
  const pending: Assurance = { aal: 'aal1', twoStep: true };
  const passed: Assurance = { aal: 'aal2', twoStep: true };
  const decide = (pathname: string, assurance: Assurance, gate: GateClaim | null = creatorDone) =>
    decideNavigation({ pathname, hasSession: true, gate, assurance });

  it('sends an aal1 session of an account with a verified factor to the code step, with where it was going', () => {
    expect(decide('/chat', pending)).toEqual({
      pathname: '/verificacao-em-duas-etapas',
      search: { destino: '/chat' },
      reason: 'second-step',
    });
    expect(decide('/admin/users', pending)).toEqual({
      pathname: '/verificacao-em-duas-etapas',
      search: { destino: '/admin/users' },
      reason: 'second-step',
    });
    for (const pathname of ['/', '/login']) {
      expect(decide(pathname, pending)).toEqual({ pathname: '/verificacao-em-duas-etapas', search: {}, reason: 'second-step' });
    }
  });

  it('asks for the code before the profile gate, and when the level claim is missing', () => {
    expect(decide('/feed', pending, null)?.pathname).toBe('/verificacao-em-duas-etapas');
    expect(decide('/feed', { aal: null, twoStep: true })?.pathname).toBe('/verificacao-em-duas-etapas');
  });

  it('lets the pending session stay on the code step, the legal pages and static files', () => {
    for (const pathname of ['/verificacao-em-duas-etapas', '/termos', '/privacidade', '/robots.txt', '/auth/confirm']) {
      expect({ pathname, decision: decide(pathname, pending) }).toEqual({ pathname, decision: null });
    }
  });

  it('lets an aal2 session through, and sends it away from the code step like /login does', () => {
    expect(decide('/chat', passed)).toBeNull();
    expect(decide('/verificacao-em-duas-etapas', passed)?.pathname).toBe('/feed');
    expect(decide('/verificacao-em-duas-etapas', passed, null)?.pathname).toBe('/category-selection');
  });

  it('leaves accounts without a factor as they were', () => {
    expect(decide('/chat', NONE)).toBeNull();
    expect(decide('/chat', { aal: null, twoStep: false })).toBeNull();
    expect(decide('/verificacao-em-duas-etapas', NONE)?.pathname).toBe('/feed');
  });

  it('sends a visitor from the code step to /login', () => {
    expect(decideNavigation({ pathname: '/verificacao-em-duas-etapas', hasSession: false, gate: null, assurance: NONE })?.pathname).toBe(
      '/login',
    );
  });
});
