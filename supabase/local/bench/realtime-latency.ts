// Insert-to-event latency: supabase-js channels listen for INSERTs on bench_events (RLS on,
// filtered by owner); each insert goes through a plain pg connection and the clock runs from
// just before the INSERT until its event has reached every subscriber.
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Pool } from 'pg';
import { percentile, round } from './load';

const EVENT_TIMEOUT_MS = 5000;

export type RealtimeStats = {
  subscribers: number;
  inserts: number;
  received: number;
  missed: number;
  p50_ms: number | null;
  p95_ms: number | null;
  max_ms: number | null;
};

type Client = SupabaseClient<any, any, any>;
type System = { extension: string; status: string; message: string };

function armed(client: Client, name: string, owner: string, onInsert: (id: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('realtime subscription not armed within 10 s')), 10_000);
    client
      .channel(name)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_events', filter: `owner=eq.${owner}` }, (p) =>
        onInsert(Number((p.new as { id: number }).id)),
      )
      .on('system', {}, (m: System) => {
        if (m.extension !== 'postgres_changes') return;
        clearTimeout(timer);
        if (m.status === 'ok') resolve();
        else reject(new Error(m.message));
      })
      .subscribe((status, err) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          clearTimeout(timer);
          reject(err ?? new Error(status));
        }
      });
  });
}

/**
 * `shared` rows are visible to every authenticated subscriber (the RLS check still runs for
 * each distinct set of claims); otherwise only the owner may see them.
 */
export async function realtimeLatency(
  clients: Client[],
  pool: Pool,
  opts: { owner: string; shared: boolean; count: number; warmup?: number },
): Promise<RealtimeStats> {
  const seen = new Map<number, number>(); // id → subscribers reached so far
  const reachedAll = new Map<number, number>(); // id → when the last subscriber got it
  const waiters = new Map<number, () => void>();
  const run = Math.random().toString(36).slice(2, 8);
  await Promise.all(
    clients.map((c, i) =>
      armed(c, `bench-rt-${run}-${i}`, opts.owner, (id) => {
        const n = (seen.get(id) ?? 0) + 1;
        seen.set(id, n);
        if (n !== clients.length) return;
        reachedAll.set(id, performance.now());
        waiters.get(id)?.();
      }),
    ),
  );
  const latencies: number[] = [];
  let missed = 0;
  const warmup = opts.warmup ?? 10;
  for (let i = 0; i < warmup + opts.count; i++) {
    const t0 = performance.now();
    const { rows } = await pool.query('insert into public.bench_events (owner, body, shared) values ($1, $2, $3) returning id', [
      opts.owner,
      `e${i}`,
      opts.shared,
    ]);
    const id = Number(rows[0].id);
    const arrived =
      reachedAll.has(id) ||
      (await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), EVENT_TIMEOUT_MS);
        waiters.set(id, () => {
          clearTimeout(timer);
          resolve(true);
        });
      }));
    waiters.delete(id);
    if (i < warmup) continue;
    if (arrived) latencies.push(reachedAll.get(id)! - t0);
    else missed++;
  }
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  latencies.sort((a, b) => a - b);
  return {
    subscribers: clients.length,
    inserts: opts.count,
    received: latencies.length,
    missed,
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    max_ms: round(latencies[latencies.length - 1] ?? NaN),
  };
}
