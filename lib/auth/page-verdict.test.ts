import { BLOCKED_ACCOUNT_SIGN_OUT_PATH } from '@/lib/auth/account-status';
import { sessionRefreshPath } from '@/lib/auth/session-refresh';
import type { MenuPage } from '@/lib/menu/types';
import type { ProfileSummary } from '@/lib/profile/own-row';
import { NO_UNREAD } from '@/lib/profile/unread-counts';
import { ROUTES } from '@/lib/routes';
import { NO_TWO_STEP, type Assurance } from './assurance-claim';
import { pageVerdict, type ViewerState } from './page-verdict';

const CREATOR = 'Quero Oferecer meu serviço';
const HIRER = 'Quero Contratar';

const page = (slug: string, access: Record<string, boolean>): MenuPage => ({
  id: slug,
  name: slug,
  slug,
  icon: 'Home',
  menu_section: 'Navegação',
  in_menu: true,
  permissions: Object.entries(access).map(([user_category, has_access]) => ({ user_category, has_access })),
});
const pages = [page('feed', { [CREATOR]: true, [HIRER]: true }), page('profile-user', { [HIRER]: true })];

const complete = { type: null, onboarding_completed: true, filled: [] };
const profile = (category: string, extra: Partial<ProfileSummary> = {}) => ({ category, is_blocked: false, ...extra }) as ProfileSummary;
const ready = (
  category: string,
  extra: {
    token?: string | null;
    assurance?: Assurance;
    blocked?: boolean;
    rowFailed?: boolean;
    onboarded?: boolean;
    pages?: MenuPage[] | null;
  } = {},
): ViewerState => ({
  status: 'ready',
  viewer: {
    id: 'u1',
    email: null,
    category,
    assurance: extra.assurance ?? NO_TWO_STEP,
    gate: extra.token === null ? null : { ...complete, onboarding_completed: extra.onboarded ?? true, category: extra.token ?? category },
  },
  profile: profile(category, { is_blocked: extra.blocked ?? false }),
  counts: NO_UNREAD,
  rowFailed: extra.rowFailed ?? false,
  pages: extra.pages === undefined ? pages : extra.pages,
  termsVersion: null,
});

describe('pageVerdict', () => {
  it('waits while the viewer is read and while an expired session signs out', () => {
    expect(pageVerdict({ status: 'loading' }, ROUTES.feed)).toEqual({ kind: 'wait' });
    expect(pageVerdict({ status: 'expired' }, ROUTES.feed)).toEqual({ kind: 'wait' });
  });

  it('sends a visitor to /login', () => {
    expect(pageVerdict({ status: 'signed-out' }, ROUTES.feed)).toEqual({ kind: 'leave', to: ROUTES.login, hard: true });
  });

  it('opens a page the category may open', () => {
    expect(pageVerdict(ready(CREATOR), ROUTES.feed)).toMatchObject({ kind: 'allowed', viewer: { category: CREATOR } });
  });

  it('refuses a page the category may not open', () => {
    expect(pageVerdict(ready(CREATOR), ROUTES.publicProfile)).toEqual({ kind: 'denied' });
  });

  it('lets an administrator open everything, even without the permission table', () => {
    expect(pageVerdict(ready('administrador', { pages: null }), ROUTES.publicProfile)).toMatchObject({ kind: 'allowed' });
  });

  it('refreshes the session when the database demoted the token’s category', () => {
    expect(pageVerdict(ready(CREATOR, { token: 'administrador' }), ROUTES.publicProfile)).toEqual({
      kind: 'leave',
      to: sessionRefreshPath(ROUTES.publicProfile),
      hard: true,
    });
  });

  it('signs a blocked account out', () => {
    expect(pageVerdict(ready(CREATOR, { blocked: true }), ROUTES.feed)).toEqual({
      kind: 'leave',
      to: BLOCKED_ACCOUNT_SIGN_OUT_PATH,
      hard: true,
    });
  });

  it('applies the gate’s forced redirects (onboarding not finished)', () => {
    const verdict = pageVerdict(ready(CREATOR, { onboarded: false }), ROUTES.feed);
    expect(verdict).toMatchObject({ kind: 'leave', hard: false });
    expect(verdict.kind === 'leave' && verdict.to).not.toBe(ROUTES.feed);
  });

  it('sends a session that still needs its two-step code to the code step', () => {
    expect(pageVerdict(ready(CREATOR, { assurance: { aal: 'aal1', twoStep: true } }), ROUTES.feed)).toEqual({
      kind: 'leave',
      to: '/verificacao-em-duas-etapas?destino=%2Ffeed',
      hard: false,
    });
    expect(pageVerdict(ready(CREATOR, { assurance: { aal: 'aal2', twoStep: true } }), ROUTES.feed).kind).toBe('allowed');
  });

  it('shows the error page when the row or the permission table could not be read', () => {
    expect(pageVerdict(ready(CREATOR, { rowFailed: true }), ROUTES.feed)).toEqual({ kind: 'error' });
    expect(pageVerdict(ready(CREATOR, { pages: null }), ROUTES.feed)).toEqual({ kind: 'error' });
  });
});
