// Timings and failures per journey step: every request is one sample of its step; a failure keeps
// its first messages so the run says what went wrong.
import { percentile, round } from '../app-lib/stats';

export type StepSummary = {
  requests: number;
  errors: number;
  rps: number | null;
  p50_ms: number | null;
  p95_ms: number | null;
  max_ms: number | null;
};

const KEPT_MESSAGES = 5;

export class Recorder {
  private times = new Map<string, number[]>();
  private failures = new Map<string, number>();
  private messages: string[] = [];
  private started = performance.now();
  private stopped: number | null = null;

  /** `outage`: the window of a fault (bench/load-lib/fault-phase.ts), where errors are expected. */
  constructor(readonly outage = false) {}

  /** Times `run` as one request of `step`; a throw counts as an error and is not rethrown. */
  time<T>(step: string, run: () => Promise<T>): Promise<T | undefined> {
    return Recorder.timeInto(step, run, () => this);
  }

  /** Like time(), into the recorder `into()` names once `run` has settled. */
  static async timeInto<T>(step: string, run: () => Promise<T>, into: () => Recorder): Promise<T | undefined> {
    const t0 = performance.now();
    try {
      const value = await run();
      into().sample(step, performance.now() - t0);
      return value;
    } catch (e) {
      into().fail(step, (e as Error)?.message ?? String(e));
      return undefined;
    }
  }

  sample(step: string, ms: number) {
    const list = this.times.get(step) ?? [];
    list.push(ms);
    this.times.set(step, list);
  }

  fail(step: string, message: string) {
    this.failures.set(step, (this.failures.get(step) ?? 0) + 1);
    if (this.messages.length < KEPT_MESSAGES) this.messages.push(`${step}: ${message}`);
  }

  stop() {
    this.stopped ??= performance.now();
  }

  get errors(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  get firstErrors(): string[] {
    return [...this.messages];
  }

  summary(): { seconds: number; requests: number; rps: number | null; errors: number; steps: Record<string, StepSummary> } {
    const seconds = ((this.stopped ?? performance.now()) - this.started) / 1000;
    const names = [...new Set([...this.times.keys(), ...this.failures.keys()])].sort();
    const steps: Record<string, StepSummary> = {};
    let requests = 0;
    for (const name of names) {
      const times = this.times.get(name) ?? [];
      const errors = this.failures.get(name) ?? 0;
      requests += times.length + errors;
      steps[name] = {
        requests: times.length + errors,
        errors,
        rps: round((times.length + errors) / seconds),
        p50_ms: round(percentile(times, 50), 1),
        p95_ms: round(percentile(times, 95), 1),
        max_ms: times.length ? round(Math.max(...times), 1) : null,
      };
    }
    return { seconds: round(seconds, 1) ?? 0, requests, rps: round(requests / seconds), errors: this.errors, steps };
  }
}
