import { ilikePattern, isRangeError, listHref, parseListParams, searchParamsOf } from './list-params';

describe('admin list parameters', () => {
  const options = { sorts: ['name', 'created_at'], defaultSort: 'name' } as const;

  it('reads search, page, sort, direction and filters from the URL', () => {
    const params = parseListParams({ q: ' ana ', page: '3', sort: 'created_at', dir: 'desc', category: 'administrador' }, options);
    expect(params).toMatchObject({
      q: 'ana',
      page: 3,
      sort: 'created_at',
      dir: 'desc',
      filters: { category: 'administrador' },
      from: 40,
      to: 59,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parseListParams({ page: '-2', sort: 'password', dir: 'up' }, options)).toMatchObject({
      page: 1,
      sort: 'name',
      dir: 'asc',
      from: 0,
    });
  });

  it('builds links that keep the state and go back to page 1 when a filter changes', () => {
    const params = parseListParams({ q: 'x', page: '2', blocked: 'sim' }, options);
    expect(listHref('/admin/users', params, { page: 3 })).toBe('/admin/users?blocked=sim&q=x&sort=name&dir=asc&page=3');
    expect(listHref('/admin/users', params, { blocked: null })).toBe('/admin/users?q=x&sort=name&dir=asc');
  });

  it('reads the address bar as the server read its parameters: the first of a repeated name wins', () => {
    const params = parseListParams(searchParamsOf(new URLSearchParams('q=ana&page=2&tipo=b&tipo=a&sort=created_at')), options);
    expect(params).toMatchObject({ q: 'ana', page: 2, sort: 'created_at', filters: { tipo: 'b' } });
    expect(searchParamsOf(new URLSearchParams(''))).toEqual({});
  });

  it('keeps PostgREST filter syntax out of a search', () => {
    expect(ilikePattern('a,b(c)%')).toBe('%a b c%');
    expect(isRangeError({ code: 'PGRST103' })).toBe(true);
    expect(isRangeError(null)).toBe(false);
  });
});
