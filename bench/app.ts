// npm run bench:app: the app on `next start` over the local stack. Lighthouse scores of '/' and of
// the signed-in /feed, /jobs/opportunities and /chat (mobile, median of 3; signed in: performance
// ≥ 90, accessibility 100; beside them a bare Next.js page, the framework's floor on this machine),
// first-load JS of every route against '/' (budget 1.3×, also checked in
// `npm test` by e2e/js-budget.spec.ts), requests/second and p95 of '/' and of every menu page, each
// as a demo account that may open it, at 32 connections (targets: at least 0.3× the throughput of
// '/', p95 under 150 ms; BENCH_APP_ROUTES=core measures only /feed and /profile-user), and the backend requests the proxy makes per
// signed-in navigation (counted by a reverse proxy in front of the stack), and what a browser visit
// of /feed and /profile-user asks of the stack (their reads run in the browser). Writes
// bench/results/app.json. Starts and stops everything it uses; loopback only; bounded loops.
// BENCH_APP_SKIP_BUILD=1 reuses an existing build made for the same Supabase port.
// Ports follow the worktree's env (.wt-ports: E2E_PORT, SUPABASE_LOCAL_API_PORT) so parallel runs
// do not collide; without it the defaults below. BENCH_APP_ONLY=load measures only the HTTP load
// (no Lighthouse, first-load JS or proxy count): a quick loop while working, never the results file.
// BENCH_APP_ONLY=lighthouse runs only Lighthouse ('/' and the signed-in pages) and writes
// bench/results/lighthouse.json; BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, type DemoRole } from '../e2e/support/accounts';
import { cookieHeader, sessionCookies } from '../e2e/support/supabase-clients';
import { startCountingProxy } from './app-lib/counting-proxy';
import { measureBrowserVisit } from './app-lib/browser-visit';
import { measureFrameworkFloor } from './app-lib/framework-floor';
import { measureRoutes, pageRoutes, type RouteJs } from './app-lib/first-load-js';
import { httpLoad, type HttpLoad } from './app-lib/http-load';
import { lighthouseMedian, type BrowserCookie, type LighthouseRun, type Scores } from './app-lib/lighthouse';
import { cpuPerRequest, type CpuPerRequest } from './app-lib/cpu-per-request';
import { buildApp, startApp, type AppEnv } from './app-lib/next-app';
import { assertPortsFree } from './app-lib/ports';
import { measureProxyQueries } from './app-lib/proxy-queries';
import { startChild, type StackChild } from './stack-lib/child';
import { PAGE_ROUTES, ROUTE_DEFINITIONS } from '../lib/routes';
import { envPort } from './stack-lib/env-port';

const APP_PORT = envPort('E2E_PORT', 50, 3300);
/** The bare Next.js page Lighthouse measures beside the app's (bench/app-lib/framework-floor.ts). */
const FLOOR_PORT = envPort('E2E_PORT', 51, 3301);
/** The Supabase URL the build inlines: the counting proxy first, then the stack itself. */
const SUPABASE_PORT = envPort('SUPABASE_LOCAL_API_PORT', 40, 54321);
const COUNTED_STACK_PORT = envPort('SUPABASE_LOCAL_API_PORT', 41, 54371);
const DB_PORT = envPort('SUPABASE_LOCAL_API_PORT', 42, 54372);
const LOAD_ONLY = process.env.BENCH_APP_ONLY === 'load';
const LIGHTHOUSE_ONLY = process.env.BENCH_APP_ONLY === 'lighthouse';
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = 3;
const CONNECTIONS = 32;
const LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
const PROXY_NAVIGATIONS = 50;
const PUBLIC_ROUTES = new Set(['/', '/login', '/termos']);
/** Who can open each onboarding route (the gate sends everyone else on); the administrator the rest. */
const ROUTE_ACCOUNTS: Record<string, DemoRole> = { '/category-selection': 'noCategory', '/primeirologinusuario': 'newCreator' };
const OUT = path.join(__dirname, 'results', 'app.json');
/** BENCH_APP_ONLY=load: the signed-in pages under load, without Lighthouse and the browser visits. */
const PAGES_OUT = path.join(__dirname, 'results', 'app-pages.json');
/** BENCH_APP_ONLY=lighthouse: Lighthouse of '/' and the signed-in pages alone. */
const LIGHTHOUSE_OUT = path.join(__dirname, 'results', 'lighthouse.json');
/** Signed-in pages: throughput at least this share of the static '/' in the same run, and this p95. */
const SIGNED_IN_TARGETS = { rps_ratio_to_landing: 0.3, p95_ms: 150 };
/** The signed-in pages measured under load: every menu page (BENCH_APP_ROUTES=core: the two below). */
const CORE_ROUTES = ['/feed', '/profile-user'];
const SIGNED_IN_ROUTES: string[] =
  process.env.BENCH_APP_ROUTES === 'core'
    ? CORE_ROUTES
    : [
        ...CORE_ROUTES,
        ...PAGE_ROUTES.filter((r) => !CORE_ROUTES.includes(r) && !Object.values(ROUTE_DEFINITIONS).some((d) => d.path === r && d.params)),
      ];
/** Who opens a menu page under load: the first of these its category may open. */
const LOAD_ACCOUNTS: DemoRole[] = ['creator', 'brand', 'admin'];
/** Signed-in pages Lighthouse measures (mobile, with the creator's session cookie). */
const LIGHTHOUSE_SIGNED_IN = ['/feed', '/jobs/opportunities', '/chat'];
const SIGNED_IN_LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100 };
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  proxy_queries_per_navigation: 0,
  signed_in_rps_ratio_to_landing: SIGNED_IN_TARGETS.rps_ratio_to_landing,
  signed_in_p95_ms: SIGNED_IN_TARGETS.p95_ms,
};

const stackOptions = (dataDir: string, apiPort: number, reset: boolean) => ({ config: { dataDir, apiPort, dbPort: DB_PORT }, reset });

async function main() {
  // Other work on the machine moves these numbers: recorded with them.
  const loadAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  await assertPortsFree({
    app: APP_PORT,
    'framework floor': FLOOR_PORT,
    'supabase api': SUPABASE_PORT,
    'counted stack': COUNTED_STACK_PORT,
    database: DB_PORT,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  fs.chmodSync(dataDir, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [];
  let stack: StackChild | null = null;
  try {
    console.log('local stack (fresh data folder, migrations + seed)');
    stack = await startChild(stackOptions(dataDir, COUNTED_STACK_PORT, true));
    const env: AppEnv = {
      supabaseUrl: `http://127.0.0.1:${SUPABASE_PORT}`,
      publishableKey: stack.ready.publishableKey,
      secretKey: stack.ready.secretKey,
    };
    if (LOAD_ONLY || LIGHTHOUSE_ONLY) {
      // No counting hop: the stack itself answers on the port the build inlines.
      await stack.stop();
      stack = await startChild(stackOptions(dataDir, SUPABASE_PORT, false));
    }
    const proxy = LOAD_ONLY || LIGHTHOUSE_ONLY ? null : await startCountingProxy(SUPABASE_PORT, COUNTED_STACK_PORT);
    let proxyOpen = proxy !== null;
    cleanups.push(() => (proxy && proxyOpen ? proxy.close() : Promise.resolve()));
    // The build prerenders the static shells, which read the site images from the stack.
    if (process.env.BENCH_APP_SKIP_BUILD === '1') console.log('reusing the existing build');
    else {
      console.log('next build');
      await buildApp(env);
    }

    const app = await startApp(env, APP_PORT);
    cleanups.unshift(app.stop);
    const target = { url: env.supabaseUrl, key: env.publishableKey };
    const cookies = new Map<DemoRole, string>();
    for (const role of [...LOAD_ACCOUNTS, ...Object.values(ROUTE_ACCOUNTS)] as DemoRole[]) {
      if (!cookies.has(role)) cookies.set(role, cookieHeader(await sessionCookies(DEMO_ACCOUNTS[role].email, target)));
    }
    const creatorCookie = cookies.get('creator')!;
    const creatorSession = await sessionCookies(DEMO_ACCOUNTS.creator.email, target);

    if (LOAD_ONLY) {
      // The pages' part alone (no Lighthouse, no browser visits): bench/results/app-pages.json.
      const load = await measureLoad(app.url, cookies, { appPid: app.pid, stackPid: stack.pid });
      const record = {
        generated_at: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          load_average_at_start: loadAtStart,
          load_average_at_end: os.loadavg().map((n) => Number(n.toFixed(2))),
          node: process.version,
        },
        targets: SIGNED_IN_TARGETS,
        pass: load.pass,
        signed_in_pages: load.summary,
      };
      fs.writeFileSync(PAGES_OUT, `${JSON.stringify(record, null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), PAGES_OUT)}`);
      return;
    }

    if (LIGHTHOUSE_ONLY) {
      const lighthouse = await measureLighthouse(app.url, creatorSession);
      const record = {
        generated_at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, load_average_at_start: loadAtStart, node: process.version, chromium: CHROME },
        targets: {
          '/': { performance: TARGETS.performance, accessibility: TARGETS.accessibility },
          signed_in: SIGNED_IN_LIGHTHOUSE_TARGETS,
        },
        pass: lighthouse.pass,
        lighthouse: lighthouse.landing,
        lighthouse_signed_in: lighthouse.signedIn,
        lighthouse_framework_floor: lighthouse.floor,
      };
      fs.writeFileSync(LIGHTHOUSE_OUT, `${JSON.stringify(record, null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), LIGHTHOUSE_OUT)}`);
      console.log(JSON.stringify(lighthouse.pass, null, 2));
      return;
    }

    console.log(`backend requests of the proxy: ${PROXY_NAVIGATIONS} signed-in navigations`);
    const proxyQueries = await measureProxyQueries(app.url, creatorCookie, proxy!, PROXY_NAVIGATIONS);
    console.log(
      `  ${proxyQueries.per_navigation} per navigation; a /feed render makes ${proxyQueries.feed_render_backend_requests_per_navigation}`,
    );

    // The reads that moved to the browser: what a real visit asks of the stack.
    console.log('backend requests of a browser visit (Chromium, signed in)');
    const browserVisits = [
      await measureBrowserVisit(app.url, '/feed', creatorSession, proxy!, { chrome: CHROME, drawn: 'article' }),
      await measureBrowserVisit(app.url, '/profile-user', creatorSession, proxy!, { chrome: CHROME, drawn: 'text=Sobre' }),
    ];
    for (const v of browserVisits) console.log(`  ${v.route.padEnd(14)} ${v.backend_requests} requests, content in ${v.content_ms} ms`);

    // The rest runs against the stack directly, without the counting hop in between.
    await proxy!.close();
    proxyOpen = false;
    await stack.stop();
    stack = null;
    stack = await startChild(stackOptions(dataDir, SUPABASE_PORT, false));

    console.log('first-load JS per route');
    const routes = await measureRoutes(app.url, pageRoutes(), (route) =>
      PUBLIC_ROUTES.has(route) ? undefined : cookies.get(ROUTE_ACCOUNTS[route] ?? 'admin'),
    );
    const firstLoad = summariseFirstLoad(routes);
    console.log(`  '/' ${firstLoad.landing_gzip_bytes} B; lightest ${firstLoad.lightest_route} ${firstLoad.lightest_gzip_bytes} B`);

    const { landing: lighthouse, signedIn, floor, pass: lighthousePass } = await measureLighthouse(app.url, creatorSession);

    const load = await measureLoad(app.url, cookies, { appPid: app.pid, stackPid: stack.pid });

    const m = lighthouse.median;
    const results = {
      generated_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load_average_at_start: loadAtStart, node: process.version, chromium: CHROME },
      targets: TARGETS,
      pass: {
        ...lighthousePass,
        'best-practices': (m['best-practices'] ?? 0) >= TARGETS['best-practices'],
        seo: (m.seo ?? 0) >= TARGETS.seo,
        proxy_queries_per_navigation: proxyQueries.per_navigation <= TARGETS.proxy_queries_per_navigation,
        first_load_js_within_budget: firstLoad.routes.every((r) => r.status !== 200 || r.gzip_bytes <= firstLoad.landing_gzip_bytes * 1.3),
        ...load.pass,
      },
      lighthouse,
      lighthouse_signed_in: signedIn,
      lighthouse_framework_floor: floor,
      first_load_js: firstLoad,
      signed_in_pages: load.summary,
      http: load.http,
      proxy_queries: proxyQueries,
      browser_visits: {
        note: 'a second visit by the creator in Chromium, through the counting proxy: the requests the page makes to the stack (the server makes none for these pages)',
        visits: browserVisits,
      },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
    console.log(JSON.stringify({ lighthouse: m, pass: results.pass }, null, 2));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(`cleanup: ${e?.message ?? e}`));
    if (stack) await stack.stop().catch((e) => console.error(`stack stop: ${e?.message ?? e}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse (mobile, median of LIGHTHOUSE_RUNS) of '/' and, with the creator's session, of the signed-in pages. */
async function measureLighthouse(appUrl: string, creatorSession: BrowserCookie[]) {
  console.log(`lighthouse '/' (mobile) x${LIGHTHOUSE_RUNS}`);
  const home = await lighthouseMedian(`${appUrl}/`, LIGHTHOUSE_RUNS, CHROME);
  const pages: Record<string, { runs: LighthouseRun[]; median: Scores }> = {};
  for (const route of LIGHTHOUSE_SIGNED_IN) {
    console.log(`lighthouse ${route} (mobile, signed in) x${LIGHTHOUSE_RUNS}`);
    pages[route] = await lighthouseMedian(`${appUrl}${route}`, LIGHTHOUSE_RUNS, CHROME, creatorSession);
  }
  // What the framework alone scores on this machine in this run: a reference, not a target.
  const floor = await measureFrameworkFloor(FLOOR_PORT, LIGHTHOUSE_RUNS, CHROME);
  const pass: Record<string, boolean> = {
    performance: (home.median.performance ?? 0) >= TARGETS.performance,
    accessibility: (home.median.accessibility ?? 0) >= TARGETS.accessibility,
    ...Object.fromEntries(
      Object.entries(pages).flatMap(([route, { median }]) => [
        [`lighthouse ${route} performance`, (median.performance ?? 0) >= SIGNED_IN_LIGHTHOUSE_TARGETS.performance],
        [`lighthouse ${route} accessibility`, (median.accessibility ?? 0) >= SIGNED_IN_LIGHTHOUSE_TARGETS.accessibility],
      ]),
    ),
  };
  return {
    landing: { url: '/', form_factor: 'mobile', runs: home.runs, median: home.median },
    signedIn: { form_factor: 'mobile', account: 'creator', targets: SIGNED_IN_LIGHTHOUSE_TARGETS, pages },
    floor: {
      note: 'a bare Next.js page (a heading and a paragraph) built with the same next, react and react-dom: what the framework alone scores on this machine in this run',
      form_factor: 'mobile',
      runs: floor.runs,
      median: floor.median,
    },
    pass,
  };
}

/**
 * Requests/second and latency of the static '/' and of each signed-in route at CONNECTIONS
 * connections, one after the other in this run, so the ratios compare like with like.
 */
async function measureLoad(appUrl: string, cookies: Map<DemoRole, string>, pids: { appPid: number; stackPid: number }) {
  // Each page as the first demo account whose category may open it (one probe each).
  const cookieOf = new Map<string, string>();
  for (const route of SIGNED_IN_ROUTES) {
    for (const role of LOAD_ACCOUNTS) {
      const cookie = cookies.get(role)!;
      const probe = await fetch(`${appUrl}${route}`, { headers: { cookie }, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await probe.arrayBuffer();
      if (probe.status === 200) {
        cookieOf.set(route, cookie);
        break;
      }
    }
    if (!cookieOf.has(route)) console.log(`  ${route}: no demo account opens it; left out`);
  }
  const routes = SIGNED_IN_ROUTES.filter((route) => cookieOf.has(route));
  // CPU per request first: a measure that other work on the machine hardly moves.
  console.log('CPU per request (app server and stack processes)');
  const cpu: CpuPerRequest[] = [await cpuPerRequest(`${appUrl}/`, pids)];
  for (const route of routes) cpu.push(await cpuPerRequest(`${appUrl}${route}`, { ...pids, headers: { cookie: cookieOf.get(route)! } }));
  for (const c of cpu)
    console.log(`  ${new URL(c.url).pathname.padEnd(14)} app ${c.app_cpu_ms_per_request} ms, stack ${c.stack_cpu_ms_per_request} ms`);

  console.log(`load: ${CONNECTIONS} connections, ${LOAD_SECONDS} s per URL`);
  await httpLoad(`${appUrl}/`, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
  const landing = await httpLoad(`${appUrl}/`, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
  console.log(`  /              ${landing.rps} req/s, p95 ${landing.p95_ms} ms`);
  const http: Record<string, HttpLoad> = { '/': landing };
  const summary: Record<string, { rps: number | null; p95_ms: number | null; rps_ratio_to_landing: number | null; non_200: number }> = {};
  const pass: Record<string, boolean> = {};
  for (const route of routes) {
    const headers = { cookie: cookieOf.get(route)! };
    await httpLoad(`${appUrl}${route}`, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers });
    const result = await httpLoad(`${appUrl}${route}`, { connections: CONNECTIONS, seconds: LOAD_SECONDS, headers });
    console.log(`  ${route.padEnd(14)} ${result.rps} req/s, p95 ${result.p95_ms} ms`);
    http[`${route} (signed in)`] = result;
    const ratio = result.rps !== null && landing.rps ? Number((result.rps / landing.rps).toFixed(3)) : null;
    const non200 =
      Object.entries(result.status_codes).reduce((n, [code, count]) => (code === '200' ? n : n + count), 0) +
      result.errors +
      result.timeouts;
    summary[route] = { rps: result.rps, p95_ms: result.p95_ms, rps_ratio_to_landing: ratio, non_200: non200 };
    pass[`${route} rps ratio`] = ratio !== null && ratio >= SIGNED_IN_TARGETS.rps_ratio_to_landing;
    pass[`${route} p95`] = result.p95_ms !== null && result.p95_ms < SIGNED_IN_TARGETS.p95_ms && non200 === 0;
  }
  return { http, summary: { landing_rps: landing.rps, landing_p95_ms: landing.p95_ms, routes: summary, cpu_per_request: cpu }, pass };
}

function summariseFirstLoad(routes: RouteJs[]) {
  const served = routes.filter((r) => r.status === 200);
  const landing = served.find((r) => r.route === '/');
  if (!landing) throw new Error("'/' did not answer 200");
  const lightest = served.reduce((a, b) => (b.gzip_bytes < a.gzip_bytes ? b : a));
  const others = served.filter((r) => r.route !== '/');
  const lightestOther = others.length ? others.reduce((a, b) => (b.gzip_bytes < a.gzip_bytes ? b : a)) : null;
  return {
    note: 'gzip (level 6) of every <script src> in the HTML as served; protected routes fetched signed in (administrator, or an account the onboarding route is for)',
    landing_gzip_bytes: landing.gzip_bytes,
    lightest_route: lightest.route,
    lightest_gzip_bytes: lightest.gzip_bytes,
    lightest_other_route: lightestOther?.route ?? null,
    lightest_other_gzip_bytes: lightestOther?.gzip_bytes ?? null,
    landing_minus_lightest_other_bytes: lightestOther ? landing.gzip_bytes - lightestOther.gzip_bytes : null,
    routes,
  };
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
