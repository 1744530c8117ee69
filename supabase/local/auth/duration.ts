// Go's time.ParseDuration, which GoTrue uses for ban_duration ("24h", "1h30m", "90s", "-1.5h").
const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Milliseconds, or null when the text is not a Go duration. */
export function parseGoDuration(text: string): number | null {
  const m = /^([-+]?)(.+)$/.exec(text);
  if (!m || !m[2]) return null;
  if (m[2] === '0') return 0;
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;
  let total = 0;
  let pos = 0;
  while (pos < m[2].length) {
    part.lastIndex = pos;
    const p = part.exec(m[2]);
    if (!p) return null;
    total += Number(p[1]) * UNITS[p[2]];
    pos = part.lastIndex;
  }
  return m[1] === '-' ? -total : total;
}
