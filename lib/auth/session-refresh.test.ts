import { readRefreshTarget, sessionRefreshPath } from './session-refresh';

const target = (query: string) => readRefreshTarget(new URLSearchParams(query));

describe('session refresh target', () => {
  it('round-trips a path of the site', () => {
    const path = sessionRefreshPath('/admin/users');
    expect(path).toBe('/auth/atualizar-sessao?next=%2Fadmin%2Fusers');
    expect(readRefreshTarget(new URL(path, 'http://x').searchParams)).toBe('/admin/users');
    expect(target('next=/profile-user?id=1')).toBe('/profile-user?id=1');
  });

  it.each([
    '',
    'next=',
    'next=admin',
    'next=//evil.example',
    'next=/\\evil.example',
    'next=https://evil.example/x',
    'next=/auth/atualizar-sessao',
    'next=/auth/conta-bloqueada',
    'next=/auth',
  ])('refuses %s', (query) => {
    expect(target(query)).toBeNull();
  });
});
