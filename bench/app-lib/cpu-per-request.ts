// CPU milliseconds the app server (and the stack behind it) spend per request of one URL, read
// from /proc before and after a fixed number of requests. Unlike requests/second it barely moves
// when other work shares the machine, so it shows what a change costs even on a busy host.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const WARMUP_REQUESTS = 200;

/** utime + stime of a process and its waited-for children, in milliseconds (null off Linux). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]].map(Number);
    return ((utime + stime + cutime + cstime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The process and every descendant (next start runs its server in a child process). */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, 'utf8').trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone, or not Linux
    }
  }
  return all;
}

const treeCpuMs = (pid: number): number | null => {
  const values = processTree(pid).map(processCpuMs);
  return values.some((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
};

export type CpuPerRequest = {
  url: string;
  requests: number;
  concurrency: number;
  app_cpu_ms_per_request: number | null;
  stack_cpu_ms_per_request: number | null;
};

/** Sends `requests` GETs, `concurrency` at a time, and divides the CPU both processes used by them. */
export async function cpuPerRequest(
  url: string,
  {
    appPid,
    stackPid,
    requests = 300,
    concurrency = 8,
    headers = {},
    expect = 200,
  }: { appPid: number; stackPid: number; requests?: number; concurrency?: number; headers?: Record<string, string>; expect?: number },
): Promise<CpuPerRequest> {
  const get = async () => {
    // No compression, as the load generator asks for none.
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== expect) throw new Error(`${url} answered ${res.status}`);
  };
  // Warm: the first hundreds of requests of a fresh server also pay for compiling its code.
  for (let i = 0; i < WARMUP_REQUESTS; i++) await get();
  const appBefore = treeCpuMs(appPid);
  const stackBefore = treeCpuMs(stackPid);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        await get();
      }
    }),
  );
  const appAfter = treeCpuMs(appPid);
  const stackAfter = treeCpuMs(stackPid);
  const per = (before: number | null, after: number | null) =>
    before === null || after === null ? null : Number(((after - before) / requests).toFixed(2));
  return {
    url,
    requests,
    concurrency,
    app_cpu_ms_per_request: per(appBefore, appAfter),
    stack_cpu_ms_per_request: per(stackBefore, stackAfter),
  };
}
