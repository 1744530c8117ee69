// pg_cron in tests: run the jobs due at a chosen time on the Jest stack (or any stack, given its
// URL and secret key) through the stack's local API, and wait for them to end. A job's command
// runs at the real time (its now() is the server's): put the rows it looks at in the past.
import type { CronRun } from '../cron/runner';
import { stackEnv } from './clients';

export type { CronRun };

export async function runCronJobs(
  opts: { asOf?: Date; since?: Date; jobname?: string; url?: string; secretKey?: string } = {},
): Promise<CronRun[]> {
  const key = opts.secretKey ?? stackEnv.secretKey;
  const res = await fetch(`${opts.url ?? stackEnv.url}/_local/v1/cron/run`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ as_of: opts.asOf?.toISOString(), since: opts.since?.toISOString(), jobname: opts.jobname }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`cron run answered ${res.status}: ${body.message}`);
  return body.runs;
}
