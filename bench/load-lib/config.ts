// Ports, durations and the mix of simulated users of `npm run bench:load`. Ports follow the
// worktree's env (.wt-ports: E2E_PORT, SUPABASE_LOCAL_API_PORT) so parallel runs do not collide.
import type { DemoRole } from '../../e2e/support/accounts';
import { envPort } from '../stack-lib/env-port';

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The first app port; a second instance (balanced mode) would take the next one. */
export const APP_PORT = envPort('E2E_PORT', 60, 3310);
export const API_PORT = envPort('SUPABASE_LOCAL_API_PORT', 60, 54330);
export const DB_PORT = envPort('SUPABASE_LOCAL_API_PORT', 61, 54331);

/** Simulated users, each with its own session, looping through its role's journey. */
export const USERS = envNumber('LOAD_USERS', 32);
/** The measured phase (5 minutes unless LOAD_SECONDS says otherwise). */
export const LOAD_SECONDS = envNumber('LOAD_SECONDS', 300);
/**
 * Warm-up before the memory baseline: every user runs its journey for this long. A minute: Next
 * loads each route's server code on its first request and V8 compiles and optimises what gets hot
 * as the load goes on; a baseline taken 20 s in varied between runs by as much as the whole run's
 * growth (40.6 and 49.6 MB of heap used after a full GC), so it measured how warm the server was.
 */
export const WARMUP_SECONDS = envNumber('LOAD_WARMUP_SECONDS', 60);
/** Past WARMUP_SECONDS, the heap is read this often until two readings agree (load-lib/warmup.ts)... */
export const WARMUP_STEP_SECONDS = envNumber('LOAD_WARMUP_STEP_SECONDS', 20);
/** ...for at most this long in all. */
export const WARMUP_MAX_SECONDS = envNumber('LOAD_WARMUP_MAX_SECONDS', 180);
/** Idle time after the run before the idle memory reading (the server's timers and GC settle). */
export const IDLE_SECONDS = envNumber('LOAD_IDLE_SECONDS', 15);
/** A pause between steps, like a person reading (uniform between 0 and this many ms). */
export const THINK_MS = envNumber('LOAD_THINK_MS', 300);
/** Every request gives up after this long (counted as an error). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Memory after the run may exceed the post-warm-up level by at most this share. */
export const MEMORY_GROWTH_LIMIT = 0.2;

/** Stack down in fault (a), and the deadline for the app to recover after the backend is back. */
export const STACK_DOWN_SECONDS = 10;
export const RECOVERY_LIMIT_MS = 5_000;

/**
 * Who the users sign in as, in turn: the seed's complete accounts of each kind (creator, brand,
 * agency, administrator). Several users share an account, each with a session of its own.
 */
export const ROLE_MIX: DemoRole[] = ['creator', 'brand', 'creator', 'agency', 'creator', 'brand', 'creator', 'admin'];
