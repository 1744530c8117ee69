// The fault phase, under the same load: (a) the local stack stopped for STACK_DOWN_SECONDS and
// started again on the same data folder; (b) PostgreSQL's postmaster killed with SIGKILL for the
// stack's supervisor to bring back. While the backend is down a probe user (signed in before)
// opens pages: each answer's status and text are recorded (a pt-BR error state, no stack trace,
// no blank page). Recovery: from the moment the backend is ready again to the first page + Data
// API read that both succeed, at most RECOVERY_LIMIT_MS.
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { postmasterPid } from '@conecta/supabase-local';
import { acceptableInBrowser, type BrowserFault, type BrowserProbe } from './browser-probe';
import { RECOVERY_LIMIT_MS, STACK_DOWN_SECONDS } from './config';
import { ERROR_MARKERS, getPage } from './pages';
import type { UserSession } from './session';

/** What a person sees when a screen cannot load (components/layout/route-error.tsx and kin). */
const PT_BR_ERROR_TEXTS = ['Não foi possível carregar esta página', 'Tente novamente', 'Não foi possível'];
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|\.next\/server|webpack-internal|Error: .+\n\s+at /;
/** Pages that read in the browser (feed, profile) and pages whose content the server reads. */
const PROBE_PAGES = ['/contratos', '/feed', '/profile', '/dashboard', '/chat', '/notifications', '/profile-user', '/jobs/opportunities'];
const PROBE_EVERY_MS = 700;
const RECOVERY_POLL_MS = 50;
const RECOVERY_GIVE_UP_MS = 60_000;

export type ProbeAnswer = {
  path: string;
  status: number | null;
  ms: number;
  pt_br_error_state: boolean;
  stack_trace: boolean;
  blank: boolean;
  /** The first error text found, or the failure of the request itself. */
  shows: string;
  /**
   * Server-read parts that failed inside a Suspense boundary: React streams the boundary for the
   * browser to render (`<!--$!-->`, a digest, no message), and the browser shows the error page.
   */
  boundaries_left_to_the_browser: number;
};

export type FaultResult = {
  fault: string;
  down_ms: number;
  /** Backend ready again → first page and Data API read that both succeed. */
  recovery_ms: number | null;
  recovered_within_limit: boolean;
  probes_while_down: ProbeAnswer[];
  bad_answers_while_down: number;
  /** Chromium on a signed-in and a public page (browser-probe.ts); null when not probed. */
  browser: (BrowserFault & { bad_answers_while_down: number; recovered_within_limit: boolean }) | null;
};

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function probePage(baseUrl: string, path: string, cookie: string): Promise<ProbeAnswer> {
  try {
    const { status, body, ms } = await getPage(baseUrl, path, cookie, 15_000);
    const text = visibleText(body);
    const ptBr = PT_BR_ERROR_TEXTS.find((t) => text.includes(t));
    const marker = ERROR_MARKERS.find((m) => body.includes(m));
    return {
      path,
      status,
      ms: Math.round(ms),
      boundaries_left_to_the_browser: (body.match(/<!--\$!-->/g) ?? []).length,
      pt_br_error_state: !!ptBr,
      stack_trace: STACK_TRACE.test(text),
      blank: text.length < 40,
      shows: marker ?? ptBr ?? (status === 200 ? 'the page' : text.slice(0, 120)),
    };
  } catch (e) {
    return {
      path,
      status: null,
      ms: 0,
      pt_br_error_state: false,
      stack_trace: false,
      blank: true,
      shows: `no answer: ${(e as Error).message}`,
      boundaries_left_to_the_browser: 0,
    };
  }
}

/** A probe answer is acceptable while the backend is down if it is the page itself or a pt-BR error state. */
const acceptable = (a: ProbeAnswer) => a.status !== null && !a.stack_trace && !a.blank && (a.pt_br_error_state || a.shows === 'the page');

/** Probes pages in turn until `until` resolves. */
async function probeWhile(until: Promise<unknown>, baseUrl: string, cookie: string): Promise<ProbeAnswer[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const answers: ProbeAnswer[] = [];
  for (let i = 0; !done && answers.length < 200; i++) {
    answers.push(await probePage(baseUrl, PROBE_PAGES[i % PROBE_PAGES.length], cookie));
    await sleep(PROBE_EVERY_MS);
  }
  return answers;
}

/** Polls page + Data API until both succeed; the time since `readyAt`. */
async function recoveryTime(readyAt: number, baseUrl: string, probe: UserSession): Promise<number | null> {
  while (performance.now() - readyAt < RECOVERY_GIVE_UP_MS) {
    const [page, api] = await Promise.all([
      probePage(baseUrl, '/feed', probe.cookie()),
      probe.client.rpc('feed_page', { tab: 'all', page_size: 10 }).then(
        (r) => r.error === null,
        () => false,
      ),
    ]);
    if (page.status === 200 && page.shows === 'the page' && api) return Math.round(performance.now() - readyAt);
    await sleep(RECOVERY_POLL_MS);
  }
  return null;
}

const result = (
  fault: string,
  downMs: number,
  recovery: number | null,
  probes: ProbeAnswer[],
  browser: BrowserFault | null,
): FaultResult => ({
  fault,
  down_ms: Math.round(downMs),
  recovery_ms: recovery,
  recovered_within_limit: recovery !== null && recovery <= RECOVERY_LIMIT_MS,
  probes_while_down: probes,
  bad_answers_while_down: probes.filter((p) => !acceptable(p)).length,
  browser: browser && {
    ...browser,
    bad_answers_while_down: browser.while_down.filter((a) => !acceptableInBrowser(a)).length,
    recovered_within_limit: Object.values(browser.recovered_ms).every((ms) => ms !== null && ms <= RECOVERY_LIMIT_MS),
  },
});

/** The browser's look while the backend is down, then (once `ready` resolves) its recovery. */
async function browserDuring(browser: BrowserProbe | undefined, ready: Promise<number>): Promise<BrowserFault | null> {
  if (!browser) return null;
  // The recovery is watched from the moment the backend is ready, even while the look at the
  // outage is still waiting for its answer.
  const [whileDown, recovered] = await Promise.all([browser.whileDown(), ready.then((at) => browser.recovery(at))]);
  return { while_down: whileDown, recovered_ms: recovered };
}

/** (a) The stack stopped for STACK_DOWN_SECONDS and started again on the same data folder. */
export async function stopAndStartStack(
  { stop, start }: { stop: () => Promise<void>; start: () => Promise<void> },
  baseUrl: string,
  probe: UserSession,
  browser?: BrowserProbe,
): Promise<FaultResult> {
  const t0 = performance.now();
  await stop();
  const down = (async () => {
    await sleep(STACK_DOWN_SECONDS * 1000);
    await start();
    return performance.now();
  })();
  const inBrowser = browserDuring(browser, down);
  const probes = await probeWhile(down, baseUrl, probe.cookie());
  const readyAt = await down;
  return result(
    `local stack stopped for ${STACK_DOWN_SECONDS} s, started again on the same data folder`,
    readyAt - t0,
    await recoveryTime(readyAt, baseUrl, probe),
    probes,
    await inBrowser,
  );
}

/** Resolves once PostgreSQL answers a query at `dbUrl` again (bounded). */
async function databaseAnswers(dbUrl: string): Promise<void> {
  const deadline = performance.now() + RECOVERY_GIVE_UP_MS;
  while (performance.now() < deadline) {
    const sql = postgres(dbUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch {
      await sleep(RECOVERY_POLL_MS);
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  }
  throw new Error('PostgreSQL did not come back');
}

/** (b) The postmaster killed with SIGKILL; the stack's supervisor starts it again. */
export async function killPostgres(
  clusterDir: string,
  dbUrl: string,
  baseUrl: string,
  probe: UserSession,
  browser?: BrowserProbe,
): Promise<FaultResult> {
  const pid = postmasterPid(clusterDir);
  if (!pid) throw new Error('no running postmaster to kill');
  const t0 = performance.now();
  process.kill(pid, 'SIGKILL');
  // Until the old server is gone and a new one answers.
  const back = (async () => {
    while (postmasterPid(clusterDir) === pid && performance.now() - t0 < RECOVERY_GIVE_UP_MS) await sleep(RECOVERY_POLL_MS);
    await databaseAnswers(dbUrl);
    return performance.now();
  })();
  const inBrowser = browserDuring(browser, back);
  const probes = await probeWhile(back, baseUrl, probe.cookie());
  const readyAt = await back;
  return result(
    'PostgreSQL postmaster killed (SIGKILL); the stack restarts it',
    readyAt - t0,
    await recoveryTime(readyAt, baseUrl, probe),
    probes,
    await inBrowser,
  );
}
