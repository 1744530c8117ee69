// GET /api/health (app/api/health/route.ts): what a load balancer or an uptime probe needs to know.
// The app answers while its process runs; the backend part asks Supabase's Auth and the Data API
// (through PostgreSQL) once each, in parallel and bounded in time, so a probe never hangs.

export type ServiceHealth = { status: 'ok' | 'down'; latencyMs: number; error?: string };

export type HealthReport = {
  status: 'ok' | 'degraded';
  checkedAt: string;
  app: { status: 'ok'; uptimeSeconds: number };
  backend: { auth: ServiceHealth; database: ServiceHealth };
};

export type HealthProbe = {
  supabaseUrl: string;
  publishableKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
  uptimeSeconds: number;
  now: () => number;
};

async function probe(run: HealthProbe, path: string): Promise<ServiceHealth> {
  const started = run.now();
  const latency = () => Math.round(run.now() - started);
  try {
    const answer = await run.fetch(`${run.supabaseUrl.replace(/\/+$/, '')}${path}`, {
      headers: { apikey: run.publishableKey },
      cache: 'no-store',
      signal: AbortSignal.timeout(run.timeoutMs),
    });
    await answer.body?.cancel();
    return answer.ok ? { status: 'ok', latencyMs: latency() } : { status: 'down', latencyMs: latency(), error: `HTTP ${answer.status}` };
  } catch (failure) {
    const name = (failure as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return { status: 'down', latencyMs: latency(), error: timedOut ? 'timeout' : 'unreachable' };
  }
}

export async function checkHealth(run: HealthProbe): Promise<HealthReport> {
  const [auth, database] = await Promise.all([
    probe(run, '/auth/v1/health'),
    // A one-row read of a table every visitor may read: PostgREST and PostgreSQL both answer.
    probe(run, '/rest/v1/site_images?select=type&limit=1'),
  ]);
  return {
    status: auth.status === 'ok' && database.status === 'ok' ? 'ok' : 'degraded',
    checkedAt: new Date(run.now()).toISOString(),
    app: { status: 'ok', uptimeSeconds: Math.round(run.uptimeSeconds) },
    backend: { auth, database },
  };
}
