// Closed-loop load: N callers each run `op` back to back until the time is up.
import { performance } from 'node:perf_hooks';

export type LoadStats = {
  concurrency: number;
  seconds: number;
  requests: number;
  errors: number;
  first_error: string | null;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const round = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

export async function runLoad(concurrency: number, durationMs: number, op: (caller: number) => Promise<void>): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const t0 = performance.now();
  const end = t0 + durationMs;
  const caller = async (n: number) => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        await op(n);
        latencies.push(performance.now() - t);
      } catch (e) {
        errors++;
        firstError ??= String((e as Error)?.message ?? e);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => caller(n)));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    seconds: round(seconds)!,
    requests: latencies.length,
    errors,
    first_error: firstError,
    rps: round(latencies.length / seconds)!,
    p50_ms: round(percentile(latencies, 50))!,
    p95_ms: round(percentile(latencies, 95))!,
    p99_ms: round(percentile(latencies, 99))!,
  };
}
