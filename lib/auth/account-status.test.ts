import { isActiveAdministrator, isBlockedAccount } from './account-status';

describe('account status from the profile row', () => {
  it('knows a blocked account', () => {
    expect(isBlockedAccount({ category: 'Quero Contratar', is_blocked: true })).toBe(true);
    expect(isBlockedAccount({ category: 'Quero Contratar', is_blocked: false })).toBe(false);
    expect(isBlockedAccount(null)).toBe(false);
    expect(isBlockedAccount(undefined)).toBe(false);
  });

  it('grants the administrator role only to a category administrador that is not blocked', () => {
    expect(isActiveAdministrator({ category: 'administrador', is_blocked: false })).toBe(true);
    expect(isActiveAdministrator({ category: 'administrador', is_blocked: true })).toBe(false);
    expect(isActiveAdministrator({ category: 'administrador', is_blocked: null })).toBe(false);
    expect(isActiveAdministrator({ category: 'Quero Oferecer meu serviço', is_blocked: false })).toBe(false);
    expect(isActiveAdministrator(null)).toBe(false);
  });
});
