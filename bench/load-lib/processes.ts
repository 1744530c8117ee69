// Memory of the processes under test, read from /proc (Linux): resident set (RSS), split as the
// kernel counts it (RssAnon: private heap and stacks; RssFile: mapped files such as the binary and
// its libraries; RssShmem: shared memory, for PostgreSQL the shared buffers each backend has
// touched, counted again in every backend), the proportional share (PSS, shared pages split
// between the processes that map them) and the private pages (Private_Clean + Private_Dirty).
import fs from 'node:fs';
import os from 'node:os';
import { postmasterPid } from '@conecta/supabase-local';
import { processTree } from '../app-lib/cpu-per-request';

export type Memory = {
  processes: number;
  rss_mb: number;
  rss_anon_mb: number;
  rss_file_mb: number;
  rss_shmem_mb: number;
  pss_mb: number | null;
  private_mb: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const kbToMb = (kb: number) => round1(kb / 1024);

function readFields(file: string, fields: string[]): Record<string, number> | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const out: Record<string, number> = {};
    for (const field of fields) {
      const match = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
      out[field] = match ? Number(match[1]) : 0;
    }
    return out;
  } catch {
    return null;
  }
}

/** The figures summed over `pids` (those already gone are left out). */
export function memoryOf(pids: number[]): Memory {
  const sum = { rss: 0, anon: 0, file: 0, shmem: 0 };
  let pss: number | null = 0;
  let priv: number | null = 0;
  let alive = 0;
  for (const pid of pids) {
    const status = readFields(`/proc/${pid}/status`, ['VmRSS', 'RssAnon', 'RssFile', 'RssShmem']);
    if (status === null) continue;
    alive += 1;
    sum.rss += status.VmRSS;
    sum.anon += status.RssAnon;
    sum.file += status.RssFile;
    sum.shmem += status.RssShmem;
    const rollup = readFields(`/proc/${pid}/smaps_rollup`, ['Pss', 'Private_Clean', 'Private_Dirty']);
    pss = pss === null || rollup === null ? null : pss + rollup.Pss;
    priv = priv === null || rollup === null ? null : priv + rollup.Private_Clean + rollup.Private_Dirty;
  }
  return {
    processes: alive,
    rss_mb: kbToMb(sum.rss),
    rss_anon_mb: kbToMb(sum.anon),
    rss_file_mb: kbToMb(sum.file),
    rss_shmem_mb: kbToMb(sum.shmem),
    pss_mb: pss === null ? null : kbToMb(pss),
    private_mb: priv === null ? null : kbToMb(priv),
  };
}

export type StackMemory = { node: Memory; postgres: Memory };

/** The stack's node process alone, and the postmaster with its backends. */
export function stackMemory(stackPid: number, clusterDir: string): StackMemory {
  const pg = postmasterPid(clusterDir);
  const pgTree = pg ? processTree(pg) : [];
  return { node: memoryOf([stackPid]), postgres: memoryOf(pgTree) };
}

/** The app: `next start` and the server process it runs. */
export const appMemory = (pid: number): Memory => memoryOf(processTree(pid));

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
