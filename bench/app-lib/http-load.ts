// Requests per second and latency percentiles of one URL under autocannon (closed loop, N
// connections). autocannon reports p97.5 but not p95, so every response time is kept.
import autocannon from 'autocannon';
import { percentile, round } from './stats';

export type HttpLoad = {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number | null;
  p50_ms: number | null;
  p95_ms: number | null;
  p99_ms: number | null;
  status_codes: Record<string, number>;
  errors: number;
  timeouts: number;
};

export async function httpLoad(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<HttpLoad> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    url,
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: round(result.requests.total / result.duration),
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    status_codes: statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
