import { parseListParams } from './list-params';
import { searchParamsRecord } from './use-list-params';

describe('searchParamsRecord', () => {
  it('holds every value of a name, so the list is parsed as the server parsed searchParams', () => {
    const record = searchParamsRecord(new URLSearchParams('q=Stories&active=sim&active=nao&page=2&sort=name&dir=desc'));
    expect(record).toEqual({ q: ['Stories'], active: ['sim', 'nao'], page: ['2'], sort: ['name'], dir: ['desc'] });
    const list = parseListParams(record, { sorts: ['position', 'name'], defaultSort: 'position' });
    expect(list).toMatchObject({ q: 'Stories', page: 2, sort: 'name', dir: 'desc', filters: { active: 'sim' }, from: 20, to: 39 });
  });

  it('is empty for an address without a query', () => {
    expect(searchParamsRecord(new URLSearchParams(''))).toEqual({});
  });
});
