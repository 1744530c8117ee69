// The ports a benchmark opens follow the worktree's env (.wt-ports: E2E_PORT,
// SUPABASE_LOCAL_API_PORT) plus an offset of its own, so parallel runs never collide.

/** `name`'s port plus `offset`, or `fallback` when the variable is unset or not a port. */
export function envPort(name: string, offset: number, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value + offset : fallback;
}
