// Health for load balancers and uptime probes (lib/observability/health.ts): 200 when the app and
// its backend answer, 503 (same JSON) when the backend does not, so a balancer can take the instance
// out of rotation. Never cached; the proxy does not run for it.
import { connection } from 'next/server';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { checkHealth } from '@/lib/observability/health';

const TIMEOUT_MS = 2000;

export async function GET() {
  await connection();
  const report = await checkHealth({
    supabaseUrl: supabaseUrl(),
    publishableKey: supabasePublishableKey(),
    fetch,
    timeoutMs: TIMEOUT_MS,
    uptimeSeconds: process.uptime(),
    now: Date.now,
  });
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
