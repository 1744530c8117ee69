// The warm-up before the memory baseline of bench:load: the crowd runs for WARMUP_SECONDS, then
// the server's heap after full GCs is read every WARMUP_STEP_SECONDS until two readings in a row
// agree (the server has loaded and optimised what the journeys use), or WARMUP_MAX_SECONDS have
// passed. A fixed minute was enough on a quiet machine and not on a busy one: on 2026-12-04 a run
// just after a build ended its minute at 38 MB of heap where the others reached about 50, and its
// "growth" was the rest of its warm-up.
import type { HeapReading } from './inspector';

export type WarmupReading = HeapReading & { at_seconds: number };

/** Two readings agree when their heap used after GC differs by at most this share or 2 MB. */
const STEADY_SHARE = 0.05;
const STEADY_MB = 2;

/** Whether the heap after GC has stopped rising between the last two readings. */
export function heapIsSteady(readings: Pick<HeapReading, 'heap_used_mb'>[]): boolean {
  if (readings.length < 2) return false;
  const [before, last] = readings.slice(-2).map((r) => r.heap_used_mb);
  return last - before <= Math.max(STEADY_MB, before * STEADY_SHARE);
}

export async function warmUntilSteady(options: {
  minSeconds: number;
  stepSeconds: number;
  maxSeconds: number;
  read: () => Promise<HeapReading>;
  sleep: (ms: number) => Promise<void>;
}): Promise<{ readings: WarmupReading[]; steady: boolean; seconds: number }> {
  const { minSeconds, stepSeconds, maxSeconds, read, sleep } = options;
  const started = Date.now();
  const elapsed = () => Math.round((Date.now() - started) / 1000);
  const readings: WarmupReading[] = [];
  await sleep(minSeconds * 1000);
  readings.push({ ...(await read()), at_seconds: elapsed() });
  while (!heapIsSteady(readings) && elapsed() + stepSeconds <= maxSeconds) {
    await sleep(stepSeconds * 1000);
    readings.push({ ...(await read()), at_seconds: elapsed() });
  }
  return { readings, steady: heapIsSteady(readings), seconds: elapsed() };
}
