import { fetchWithin, serverFetch } from './server-fetch';

describe('serverFetch', () => {
  const original = global.fetch;
  let seen: RequestInit | undefined;
  beforeEach(() => {
    seen = undefined;
    global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen = init;
      return new Response('[]');
    });
  });
  afterAll(() => {
    global.fetch = original;
  });

  it('always passes a signal, so Next.js does not tee the response for its dedupe', async () => {
    await serverFetch('http://127.0.0.1/rest/v1/posts', { method: 'GET', headers: { apikey: 'k' } });
    expect(seen?.signal).toBeInstanceOf(AbortSignal);
    expect(seen?.signal?.aborted).toBe(false);
    expect(seen?.method).toBe('GET');
    expect(seen?.headers).toEqual({ apikey: 'k' });
  });

  it("keeps the caller's own signal", async () => {
    const controller = new AbortController();
    await serverFetch('http://127.0.0.1/rest/v1/posts', { signal: controller.signal });
    expect(seen?.signal).toBe(controller.signal);
  });

  it('adds one when called without options', async () => {
    await serverFetch('http://127.0.0.1/auth/v1/.well-known/jwks.json');
    expect(seen?.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up on a request that is never answered', async () => {
    // A server that took the request and never answers: the fetch settles only when aborted.
    global.fetch = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    await expect(fetchWithin(50)('http://127.0.0.1/rest/v1/posts')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
