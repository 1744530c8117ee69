import { checkHealth, type HealthProbe } from './health';

const probe = (fetchImpl: (url: string, signal: AbortSignal) => Promise<Response>): HealthProbe => ({
  supabaseUrl: 'http://127.0.0.1:54321/',
  publishableKey: 'sb_publishable_x',
  fetch: ((url: string, init: RequestInit) => fetchImpl(url, init.signal!)) as typeof fetch,
  timeoutMs: 50,
  uptimeSeconds: 12.4,
  now: Date.now,
});

describe('checkHealth', () => {
  test('ok when Auth and the Data API answer', async () => {
    const asked: string[] = [];
    const report = await checkHealth(
      probe(async (url) => {
        asked.push(url);
        return new Response('{}', { status: 200 });
      }),
    );
    expect(asked.sort()).toEqual([
      'http://127.0.0.1:54321/auth/v1/health',
      'http://127.0.0.1:54321/rest/v1/site_images?select=type&limit=1',
    ]);
    expect(report).toMatchObject({
      status: 'ok',
      app: { status: 'ok', uptimeSeconds: 12 },
      backend: { auth: { status: 'ok' }, database: { status: 'ok' } },
    });
  });

  test('degraded, naming the service, when the database answers an error', async () => {
    const report = await checkHealth(probe(async (url) => new Response('{}', { status: url.includes('/rest/') ? 503 : 200 })));
    expect(report.status).toBe('degraded');
    expect(report.backend.database).toMatchObject({ status: 'down', error: 'HTTP 503' });
    expect(report.backend.auth.status).toBe('ok');
  });

  test('degraded when the backend is unreachable or does not answer in time', async () => {
    const report = await checkHealth(
      probe((url, signal) =>
        url.includes('/auth/')
          ? Promise.reject(new TypeError('fetch failed'))
          : // Never answers: only the probe's own time limit ends the wait.
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ),
    );
    expect(report.status).toBe('degraded');
    expect(report.backend.auth).toMatchObject({ status: 'down', error: 'unreachable' });
    expect(report.backend.database).toMatchObject({ status: 'down', error: 'timeout' });
  });
});
