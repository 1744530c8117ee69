// npm run bench:app: the app on `next start` over the local stack. Lighthouse scores of '/'
// (mobile, median of 3), first-load JS of '/' against the lightest route, requests/second and p95
// of '/' and a signed-in '/feed' at 32 connections, and the backend requests the proxy makes per
// signed-in navigation (counted by a reverse proxy in front of the stack). Writes
// bench/results/app.json. Starts and stops everything it uses; loopback only; bounded loops.
// BENCH_APP_SKIP_BUILD=1 reuses an existing build made for http://127.0.0.1:54321.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, type DemoRole } from '../e2e/support/accounts';
import { cookieHeader, sessionCookies } from '../e2e/support/supabase-clients';
import { startCountingProxy } from './app-lib/counting-proxy';
import { measureRoutes, pageRoutes, type RouteJs } from './app-lib/first-load-js';
import { httpLoad } from './app-lib/http-load';
import { lighthouseMedian } from './app-lib/lighthouse';
import { buildApp, startApp, type AppEnv } from './app-lib/next-app';
import { assertPortsFree } from './app-lib/ports';
import { measureProxyQueries } from './app-lib/proxy-queries';
import { startChild, type StackChild } from './stack-lib/child';

const APP_PORT = 3300;
/** The Supabase URL the build inlines: the counting proxy first, then the stack itself. */
const SUPABASE_PORT = 54321;
const COUNTED_STACK_PORT = 54371;
const DB_PORT = 54372;
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
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, proxy_queries_per_navigation: 0 };

const stackOptions = (dataDir: string, apiPort: number, reset: boolean) => ({ config: { dataDir, apiPort, dbPort: DB_PORT }, reset });

async function main() {
  // Other work on the machine moves these numbers: recorded with them.
  const loadAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  await assertPortsFree({ app: APP_PORT, 'supabase api': SUPABASE_PORT, 'counted stack': COUNTED_STACK_PORT, database: DB_PORT });
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
    const proxy = await startCountingProxy(SUPABASE_PORT, COUNTED_STACK_PORT);
    let proxyOpen = true;
    cleanups.push(() => (proxyOpen ? proxy.close() : Promise.resolve()));
    // The build prerenders '/' and /login, which read the site images from the stack.
    if (process.env.BENCH_APP_SKIP_BUILD === '1') console.log('reusing the existing build');
    else {
      console.log('next build');
      await buildApp(env);
    }

    const app = await startApp(env, APP_PORT);
    cleanups.unshift(app.stop);
    const target = { url: env.supabaseUrl, key: env.publishableKey };
    const cookies = new Map<DemoRole, string>();
    for (const role of ['creator', 'admin', ...Object.values(ROUTE_ACCOUNTS)] as DemoRole[]) {
      if (!cookies.has(role)) cookies.set(role, cookieHeader(await sessionCookies(DEMO_ACCOUNTS[role].email, target)));
    }
    const creatorCookie = cookies.get('creator')!;

    console.log(`backend requests of the proxy: ${PROXY_NAVIGATIONS} signed-in navigations`);
    const proxyQueries = await measureProxyQueries(app.url, creatorCookie, proxy, PROXY_NAVIGATIONS);
    console.log(`  ${proxyQueries.per_navigation} per navigation; a /feed render makes ${proxyQueries.feed_render_backend_requests_per_navigation}`);

    // The rest runs against the stack directly, without the counting hop in between.
    await proxy.close();
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

    console.log(`lighthouse '/' (mobile) x${LIGHTHOUSE_RUNS}`);
    const lighthouse = await lighthouseMedian(`${app.url}/`, LIGHTHOUSE_RUNS, CHROME);

    console.log(`load: ${CONNECTIONS} connections, ${LOAD_SECONDS} s per URL`);
    const feedCheck = await fetch(`${app.url}/feed`, { redirect: 'manual', headers: { cookie: creatorCookie } });
    if (feedCheck.status !== 200) throw new Error(`/feed answered ${feedCheck.status} for a signed-in creator`);
    await httpLoad(`${app.url}/`, { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    const landing = await httpLoad(`${app.url}/`, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    console.log(`  /      ${landing.rps} req/s, p95 ${landing.p95_ms} ms`);
    const feedHeaders = { cookie: creatorCookie };
    await httpLoad(`${app.url}/feed`, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers: feedHeaders });
    const feed = await httpLoad(`${app.url}/feed`, { connections: CONNECTIONS, seconds: LOAD_SECONDS, headers: feedHeaders });
    console.log(`  /feed  ${feed.rps} req/s, p95 ${feed.p95_ms} ms`);

    const m = lighthouse.median;
    const results = {
      generated_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load_average_at_start: loadAtStart, node: process.version, chromium: CHROME },
      targets: TARGETS,
      pass: {
        performance: (m.performance ?? 0) >= TARGETS.performance,
        accessibility: (m.accessibility ?? 0) >= TARGETS.accessibility,
        'best-practices': (m['best-practices'] ?? 0) >= TARGETS['best-practices'],
        seo: (m.seo ?? 0) >= TARGETS.seo,
        proxy_queries_per_navigation: proxyQueries.per_navigation <= TARGETS.proxy_queries_per_navigation,
      },
      lighthouse: { url: '/', form_factor: 'mobile', runs: lighthouse.runs, median: m },
      first_load_js: firstLoad,
      http: { '/': landing, '/feed (signed in)': feed },
      proxy_queries: proxyQueries,
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
