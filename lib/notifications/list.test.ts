import { mergeNotifications, olderThanFilter, safeLink, type NotificationRow } from './list';

const n = (id: string, at: string, read = false): NotificationRow => ({
  id,
  kind: 'admin_broadcast',
  title: id,
  body: null,
  link: '/feed',
  read_at: read ? at : null,
  created_at: at,
});

describe('notifications list', () => {
  it('merges live rows and pages newest first, replacing by id', () => {
    let list = mergeNotifications([], [n('a', '2026-11-27T10:00:00Z'), n('b', '2026-11-28T10:00:00Z')]);
    list = mergeNotifications(list, [n('c', '2026-11-28T11:00:00Z'), n('a', '2026-11-27T10:00:00Z', true)]);
    expect(list.map((x) => [x.id, !!x.read_at])).toEqual([
      ['c', false],
      ['b', false],
      ['a', true],
    ]);
  });

  it('builds the keyset filter and follows only internal links', () => {
    expect(olderThanFilter({ id: 'x', created_at: '2026-11-28T10:00:00Z' })).toBe(
      'created_at.lt.2026-11-28T10:00:00Z,and(created_at.eq.2026-11-28T10:00:00Z,id.lt.x)',
    );
    expect(safeLink('/jobs/candidates')).toBe('/jobs/candidates');
    expect(safeLink('//evil.com')).toBeNull();
    expect(safeLink('https://evil.com')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
