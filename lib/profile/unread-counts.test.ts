import { NO_UNREAD, badgeText, unreadCountsFromRow } from './unread-counts';

describe('unreadCountsFromRow', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads a row', () => {
    expect(unreadCountsFromRow({ unread_notifications: 2, unread_messages: 3 })).toEqual({ notifications: 2, messages: 3 });
  });
  it('treats a missing row as zero (PGRST116 tolerated)', () => {
    expect(unreadCountsFromRow(null)).toEqual(NO_UNREAD);
    expect(unreadCountsFromRow(null, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' })).toEqual(
      NO_UNREAD,
    );
    expect(console.error).not.toHaveBeenCalled();
  });
  it('shows no badge for other errors, and logs them', () => {
    expect(unreadCountsFromRow(null, { code: '42501', message: 'permission denied' })).toEqual(NO_UNREAD);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
  it('never shows negative or odd values', () => {
    expect(unreadCountsFromRow({ unread_notifications: -1, unread_messages: 'x' })).toEqual(NO_UNREAD);
  });
});

describe('badgeText', () => {
  it('hides zero and caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
