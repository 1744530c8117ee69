// The fault phase of `npm run bench:load`: the crowd runs again while the two faults happen one
// after the other, with quiet stretches between them. Requests are counted per window: errors are
// expected while the backend is down (until the app has recovered), none in the steady windows.
import { setTimeout as sleep } from 'node:timers/promises';
import { startBrowserProbe, type BrowserProbe } from './browser-probe';
import { USERS } from './config';
import { startCrowd } from './crowd';
import { checkWrites } from './durability';
import { killPostgres, stopAndStartStack, type FaultResult } from './faults';
import type { Ledger } from './journey';
import { Recorder } from './recorder';
import { signIn, type Backend } from './session';

const STEADY_SECONDS = 10;

export type FaultPhaseInput = {
  urls: string[];
  backend: Backend & { secretKey: string };
  ledger: Ledger;
  /** Stops the stack (its data folder kept) and starts it again. */
  stopStack: () => Promise<void>;
  startStack: () => Promise<void>;
  clusterDir: string;
  dbUrl: () => string;
};

export async function runFaultPhase({ urls, backend, ledger, stopStack, startStack, clusterDir, dbUrl }: FaultPhaseInput) {
  const windows: Record<string, Recorder> = { steady_before: new Recorder() };
  const crowd = startCrowd({ users: USERS, urls, backend, ledger, recorder: windows.steady_before });
  const faults: (FaultResult & { writes_acknowledged_before: number })[] = [];
  let browser: BrowserProbe | undefined;
  const acknowledged = () => ledger.posts.length + ledger.comments.length + ledger.messages.length;
  const phase = async (name: string, inject: () => Promise<FaultResult>) => {
    const before = acknowledged();
    windows[`outage_${name}`] = new Recorder(true);
    crowd.setRecorder(windows[`outage_${name}`]);
    const result = await inject();
    windows[`outage_${name}`].stop();
    windows[`steady_after_${name}`] = new Recorder();
    crowd.setRecorder(windows[`steady_after_${name}`]);
    faults.push({ ...result, writes_acknowledged_before: before });
    console.log(
      `  ${result.fault}: down ${result.down_ms} ms, recovered ${result.recovery_ms} ms after the backend was back; ${result.probes_while_down.length} probes, ${result.bad_answers_while_down} bad`,
    );
    if (result.browser)
      console.log(
        `  browser: ${result.browser.while_down.map((a) => `${a.page} → ${a.shows}`).join('; ')}; recovered ${JSON.stringify(result.browser.recovered_ms)}`,
      );
    await sleep(STEADY_SECONDS * 1000);
    windows[`steady_after_${name}`].stop();
  };
  try {
    await sleep(STEADY_SECONDS * 1000);
    windows.steady_before.stop();
    // The probe user signs in before the faults, as someone already using the app; so does the browser.
    const probe = await signIn('creator', backend);
    browser = process.env.LOAD_BROWSER_PROBE === '0' ? undefined : await startBrowserProbe(urls[0], probe.cookie());
    await phase('stack_restart', () => stopAndStartStack({ stop: stopStack, start: startStack }, urls[0], probe, browser));
    await phase('postgres_kill', () => killPostgres(clusterDir, dbUrl(), urls[0], probe, browser));
  } finally {
    await crowd.stop();
    await browser?.close();
  }
  const durability = await checkWrites(ledger, backend);
  const summaries = Object.fromEntries(Object.entries(windows).map(([name, r]) => [name, r.summary()]));
  const steadyErrors = Object.entries(summaries)
    .filter(([name]) => name.startsWith('steady'))
    .reduce((n, [, s]) => n + s.errors, 0);
  return {
    faults,
    windows: Object.fromEntries(
      Object.entries(summaries).map(([name, s]) => [
        name,
        { seconds: s.seconds, requests: s.requests, rps: s.rps, errors: s.errors, first_errors: windows[name].firstErrors },
      ]),
    ),
    durability,
    pass: {
      recovered_within_5_s: faults.every((f) => f.recovered_within_limit),
      pt_br_error_states_while_down: faults.every((f) => f.bad_answers_while_down === 0),
      browser_pt_br_error_states_while_down: faults.every((f) => f.browser !== null && f.browser.bad_answers_while_down === 0),
      browser_recovered_within_5_s: faults.every((f) => f.browser !== null && f.browser.recovered_within_limit),
      no_errors_in_steady_windows: steadyErrors === 0,
      acknowledged_writes_kept: Object.values(durability).every((d) => d.missing.length === 0),
    },
  };
}
