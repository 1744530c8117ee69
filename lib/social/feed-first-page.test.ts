const getSession = jest.fn();
const rpc = jest.fn();
const from = jest.fn();
jest.mock('@/lib/supabase/client', () => ({ createClient: () => ({ auth: { getSession }, rpc, from }) }));

import { feedFirstPage, feedRequest, startFeedFirstPage } from './feed-first-page';

const POST = 'e0000000-0000-4000-8000-000000000001';
const VIEWER = 'd0000000-0000-4000-8000-000000000002';

function followsQuery(rows: { following_id: string }[]) {
  const query = { select: () => query, eq: () => query, limit: () => Promise.resolve({ data: rows, error: null }) };
  return query;
}

beforeEach(() => {
  jest.clearAllMocks();
  getSession.mockResolvedValue({ data: { session: { user: { id: VIEWER } } } });
  rpc.mockResolvedValue({ data: [{ id: POST }], error: null });
  from.mockReturnValue(followsQuery([{ following_id: 'f1' }]));
});

describe('feedRequest', () => {
  it('reads the tab and the one post of the address', () => {
    expect(feedRequest(new URLSearchParams(''))).toEqual({ tab: 'all', post: undefined, request: 'all:' });
    expect(feedRequest(new URLSearchParams('tab=seguindo'))).toEqual({ tab: 'following', post: undefined, request: 'following:' });
    expect(feedRequest(new URLSearchParams(`post=${POST}`))).toEqual({ tab: 'all', post: POST, request: `all:${POST}` });
  });

  it('drops a post id that is not a UUID and an unknown tab', () => {
    expect(feedRequest(new URLSearchParams('tab=<script>&post=1%27%20or%201=1'))).toEqual({ tab: 'all', post: undefined, request: 'all:' });
  });
});

describe('startFeedFirstPage', () => {
  it('does nothing away from /feed', () => {
    startFeedFirstPage({ pathname: '/chat', search: '' });
    expect(getSession).not.toHaveBeenCalled();
    expect(feedFirstPage.take('all:')).toBeNull();
  });

  it('reads the first page once at /feed, for the taker of its request', async () => {
    startFeedFirstPage({ pathname: '/feed', search: '?tab=seguindo' });
    startFeedFirstPage({ pathname: '/feed', search: '?tab=seguindo' });
    await expect(feedFirstPage.take('following:')).resolves.toEqual({ viewerId: VIEWER, rows: [{ id: POST }], followingIds: ['f1'] });
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc.mock.calls[0][1]).toMatchObject({ tab: 'following' });
  });

  it('hands a missing session to the taker as a failure', async () => {
    getSession.mockResolvedValue({ data: { session: null } });
    startFeedFirstPage({ pathname: '/feed', search: '' });
    await expect(feedFirstPage.take('all:')).rejects.toThrow('sem sessão');
    expect(rpc).not.toHaveBeenCalled();
  });
});
