// Memory of the processes under test, read from /proc (Linux): resident set (RSS) and the
// proportional share (PSS), which counts PostgreSQL's shared buffers once rather than per backend.
import fs from 'node:fs';
import os from 'node:os';
import { processTree } from '../app-lib/cpu-per-request';

export type Memory = { processes: number; rss_mb: number; pss_mb: number | null };

const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

function readKb(file: string, field: string): number | null {
  try {
    const match = fs.readFileSync(file, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** RSS and PSS summed over `pids` (those already gone are left out). */
export function memoryOf(pids: number[]): Memory {
  let rss = 0;
  let pss: number | null = 0;
  let alive = 0;
  for (const pid of pids) {
    const r = readKb(`/proc/${pid}/status`, 'VmRSS');
    if (r === null) continue;
    alive += 1;
    rss += r;
    const p = readKb(`/proc/${pid}/smaps_rollup`, 'Pss');
    pss = pss === null || p === null ? null : pss + p;
  }
  return { processes: alive, rss_mb: round1((rss * 1024) / MB), pss_mb: pss === null ? null : round1((pss * 1024) / MB) };
}

/** The PostgreSQL server of a cluster folder: the postmaster's pid from postmaster.pid. */
export function postmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${clusterDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && fs.existsSync(`/proc/${pid}`) ? pid : null;
  } catch {
    return null;
  }
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
