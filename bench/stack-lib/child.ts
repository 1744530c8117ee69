// The app benchmark's stack, in a process of its own so the load generator does not share its
// event loop: the local stack package's spawnStack, in the shape bench/app.ts reads.
import { spawnStack, type ChildStackInfo, type StartOptions } from '@conecta/supabase-local/testing';

export type Ready = ChildStackInfo;

export type StackChild = { ready: Ready; wallMs: number; pid: number; stop: () => Promise<number> };

export async function startChild(options: Omit<StartOptions, 'log'>): Promise<StackChild> {
  const stack = await spawnStack(options, {
    onLog: (m) => (/error|failed|unavailable/i.test(m) ? console.error(`  [stack] ${m}`) : undefined),
  });
  return { ready: stack, wallMs: stack.wallMs, pid: stack.pid, stop: stack.stop };
}
