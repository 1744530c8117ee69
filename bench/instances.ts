// npm run bench:instances: two `next start` processes of one build behind the round-robin balancer
// (bench/app-lib/balancer.ts), as a deployment that has outgrown one server. Through instance A
// (its own port), Chromium makes the changes a person would (an administrator revokes and grants a
// page permission and changes the logo back and forth; a creator edits their headline); then
// instance B (its own port) is polled until it shows the change, and A as a control. Records the
// propagation time of each case (capped at 60 s; target 5 s), and '/' and the signed-in /feed
// under autocannon through the balancer, in bench/results/instances.json (runs merged by label).
// Modes (BENCH_INSTANCES_MODES, default "memory,shared"): `memory`, each process with its own tags
// (Next's default); `shared`, SHARED_CACHE_TAGS=1 (cache-handler.mjs). BENCH_INSTANCES_LABEL
// prefixes the run names (a variant build, say); BENCH_INSTANCES_SKIP_BUILD=1 reuses the build.
// Ports follow .wt-ports (E2E_PORT, SUPABASE_LOCAL_API_PORT). Starts and stops everything it
// uses; loopback only; bounded loops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../e2e/support/accounts';
import { cookieHeader, sessionCookies, type SessionCookie } from '../e2e/support/supabase-clients';
import { toast } from '../e2e/support/toasts';
import { startBalancer, startInstances } from './app-lib/balancer';
import { cpuPerRequest, type CpuPerRequest } from './app-lib/cpu-per-request';
import { httpLoad, type HttpLoad } from './app-lib/http-load';
import { buildApp, type AppEnv } from './app-lib/next-app';
import { assertPortsFree } from './app-lib/ports';
import { startChild, type StackChild } from './stack-lib/child';
import { envPort } from './stack-lib/env-port';

const FIRST_APP_PORT = envPort('E2E_PORT', 60, 3360);
const BALANCER_PORT = envPort('E2E_PORT', 62, 3362);
const SUPABASE_PORT = envPort('SUPABASE_LOCAL_API_PORT', 60, 54380);
const DB_PORT = envPort('SUPABASE_LOCAL_API_PORT', 62, 54382);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const MODES = (process.env.BENCH_INSTANCES_MODES ?? 'memory,shared').split(',').filter((m): m is Mode => m === 'memory' || m === 'shared');
const LABEL = process.env.BENCH_INSTANCES_LABEL ?? '';
/** BENCH_INSTANCES_ONLY=load: no changes and no Chromium, only the CPU and load measures. */
const LOAD_ONLY = process.env.BENCH_INSTANCES_ONLY === 'load';
const OUT = path.join(__dirname, 'results', 'instances.json');
const TARGET_MS = 5_000;
const CAP_MS = 60_000;
const POLL_MS = 100;
const LOAD = { connections: 32, seconds: 10, warmup: 2 };
/** The permission the cases revoke and grant: the creators' "Empresas" page. */
const PERMISSION = {
  slug: 'companies',
  route: '/companies',
  category: 'Quero Oferecer meu serviço',
  box: 'Empresas: Quero Oferecer meu serviço',
  content: 'aria-label="Buscar empresas"',
};
/** The creator's headline in supabase/seed.sql. */
const CREATOR_HEADLINE = 'Criadora de conteúdo de beleza e lifestyle';
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="232" height="40"><rect width="232" height="40" fill="#0a7"/></svg>';

type Mode = 'memory' | 'shared';
type Probe = (base: string) => Promise<boolean>;
type CaseResult = {
  case: string;
  what: string;
  /** Click to the action's toast on A. */
  action_ms: number;
  /** From the toast until the instance showed the change; null: not within the cap. */
  instance_a_ms: number | null;
  instance_b_ms: number | null;
  within_target: boolean;
  baseline_ok: boolean;
};

const stackOptions = (dataDir: string, reset: boolean) => ({ config: { dataDir, apiPort: SUPABASE_PORT, dbPort: DB_PORT }, reset });

async function get(url: string, cookie?: string): Promise<{ status: number; body: string }> {
  // One retry: a keep-alive socket the server has just closed fails the first attempt.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** Polls A and B every POLL_MS until each shows the change; milliseconds from `since`, or null past the cap. */
async function propagation(probe: Probe, a: string, b: string, since: number) {
  const seen: Record<'a' | 'b', number | null> = { a: null, b: null };
  const deadline = since + CAP_MS;
  while (Date.now() < deadline && (seen.a === null || seen.b === null)) {
    const [onA, onB] = await Promise.all([seen.a === null ? probe(a) : true, seen.b === null ? probe(b) : true]);
    const at = Date.now() - since;
    if (onA && seen.a === null) seen.a = at;
    if (onB && seen.b === null) seen.b = at;
    if (seen.a === null || seen.b === null) await sleep(POLL_MS);
  }
  return seen;
}

async function signedInContext(browser: Browser, base: string, cookies: SessionCookie[] | null): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  return context;
}

async function timedAction(page: Page, act: () => Promise<void>, toastTitle: string): Promise<{ since: number; action_ms: number }> {
  const started = Date.now();
  await act();
  await toast(page, toastTitle).root.waitFor({ state: 'visible', timeout: 30_000 });
  const since = Date.now();
  return { since, action_ms: since - started };
}

async function runMode(mode: Mode, env: AppEnv, people: Record<'admin' | 'creator' | 'brand', SessionCookie[]>, stackPid: number) {
  const instances = await startInstances(2, env, FIRST_APP_PORT, mode === 'shared' ? { SHARED_CACHE_TAGS: '1' } : {});
  const [a, b] = instances.urls;
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  let browser: Browser | null = null;
  try {
    balancer = await startBalancer({ port: BALANCER_PORT, targets: instances.urls });
    const creator = cookieHeader(people.creator);
    // The balancer: alternates, keeps the session (its cookies), streams the pages.
    for (let i = 0; i < 4; i++) await get(`${balancer.url}/login`);
    const feedThrough = await get(`${balancer.url}/feed`, creator);
    const balancerCheck = { requests_per_instance_after_5: balancer.counts(), signed_in_feed_status: feedThrough.status };
    console.log(`  balancer ${balancer.url}: ${JSON.stringify(balancerCheck)}`);

    // The companies page's search form renders only after the page guard let the creator in.
    const permissionShows =
      (open: boolean): Probe =>
      async (base) => {
        const page = await get(`${base}${PERMISSION.route}`, creator);
        const content = page.body.includes(PERMISSION.content);
        return open ? page.status === 200 && content : page.status === 403 || !content;
      };
    const customLogo =
      (custom: boolean): Probe =>
      async (base) =>
        (await get(`${base}/`)).body.includes('site-images/logo/') === custom;

    const results: CaseResult[] = [];
    if (!LOAD_ONLY) {
      browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_ARGS });
      const admin = await (await signedInContext(browser, a, people.admin)).newPage();
      const editor = await (await signedInContext(browser, a, people.creator)).newPage();
      // The profile is read in the browser (app/(main)/profile-user): a brand's Chromium on each instance looks.
      const viewers = new Map<string, Page>();
      for (const base of [a, b]) viewers.set(base, await (await signedInContext(browser, base, people.brand)).newPage());

      // Every cache of both instances holds the state before the changes.
      const warm = async () => {
        for (const base of [a, b]) {
          for (let i = 0; i < 2; i++)
            await Promise.all([get(`${base}/`), get(`${base}/feed`, creator), get(`${base}${PERMISSION.route}`, creator)]);
        }
      };
      const run = async (name: string, what: string, probe: Probe, change: () => Promise<{ since: number; action_ms: number }>) => {
        await warm();
        const baselineOk = !(await probe(a)) && !(await probe(b));
        const { since, action_ms } = await change();
        const seen = await propagation(probe, a, b, since);
        const result: CaseResult = {
          case: name,
          what,
          action_ms,
          instance_a_ms: seen.a,
          instance_b_ms: seen.b,
          within_target: seen.b !== null && seen.b <= TARGET_MS && seen.a !== null && seen.a <= TARGET_MS,
          baseline_ok: baselineOk,
        };
        console.log(
          `  ${name.padEnd(18)} A ${seen.a ?? `>${CAP_MS}`} ms, B ${seen.b ?? `>${CAP_MS}`} ms${baselineOk ? '' : ' (baseline already showed it)'}`,
        );
        results.push(result);
      };

      const box = () => admin.getByRole('checkbox', { name: PERMISSION.box });
      await run(
        'permission_revoke',
        `admin unchecks "${PERMISSION.box}" at /admin/permissions; a creator's ${PERMISSION.route} answers 403 or "Acesso restrito"`,
        permissionShows(false),
        async () => {
          await admin.goto(`${a}/admin/permissions`);
          await box().waitFor({ timeout: 30_000 });
          return timedAction(admin, () => box().uncheck(), 'Permissão salva.');
        },
      );
      await run(
        'permission_grant',
        `admin checks it again; the creator's ${PERMISSION.route} answers 200 with its search form`,
        permissionShows(true),
        async () => {
          await admin.goto(`${a}/admin/permissions`);
          await box().waitFor({ timeout: 30_000 });
          return timedAction(admin, () => box().check(), 'Permissão salva.');
        },
      );
      const card = () => admin.locator('li[data-type="logo"]');
      await run(
        'site_image_set',
        'admin uploads a new logo at /admin/site-images; the landing page shows it',
        customLogo(true),
        async () => {
          await admin.goto(`${a}/admin/site-images`);
          const input = card().locator('input[type="file"]');
          await input.waitFor({ state: 'attached', timeout: 30_000 });
          return timedAction(
            admin,
            () => input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) }),
            'Logo atualizado.',
          );
        },
      );
      await run('site_image_reset', 'admin puts the shipped logo back; the landing page shows it', customLogo(false), async () => {
        await admin.goto(`${a}/admin/site-images`);
        const reset = card().getByRole('button', { name: 'Voltar ao padrão' });
        await reset.waitFor({ timeout: 30_000 });
        return timedAction(
          admin,
          async () => {
            await reset.click();
            await admin.getByRole('dialog').getByRole('button', { name: 'Voltar ao padrão' }).click();
          },
          'Arquivo padrão restaurado.',
        );
      });
      const marker = `Criadora de conteúdo ${Date.now().toString(36)}`;
      // One load of the public profile, then whichever headline it draws: the new one or the old one.
      const previous = CREATOR_HEADLINE;
      const headline: Probe = async (base) => {
        const page = viewers.get(base)!;
        await page.goto(`${base}/profile-user?id=${DEMO_ACCOUNTS.creator.id}`);
        const drawn = page.getByText(marker).or(page.getByText(previous)).first();
        await drawn.waitFor({ timeout: 15_000 });
        return (await drawn.textContent())?.includes(marker) ?? false;
      };
      await run('profile_edit', 'a creator saves a new headline at /profile; a brand opens their public profile', headline, async () => {
        await editor.goto(`${a}/profile`);
        const field = editor.getByRole('region', { name: 'Perfil' }).getByLabel('Apresentação');
        await field.waitFor({ timeout: 30_000 });
        await field.fill(marker);
        return timedAction(
          editor,
          () => editor.getByRole('region', { name: 'Perfil' }).getByRole('button', { name: 'Salvar alterações' }).click(),
          'Perfil atualizado.',
        );
      });

      // The browser's pages (Realtime sockets, timers) would take CPU from the load.
      await browser.close();
      browser = null;
    }
    // CPU per request of instance A (and the stack), which other work on the machine hardly moves.
    const cpu: CpuPerRequest[] = [];
    for (const [route, headers] of [
      ['/', {}],
      ['/feed', { cookie: creator }],
    ] as const) {
      cpu.push(await cpuPerRequest(`${a}${route}`, { appPid: instances.apps[0].pid, stackPid, headers }));
      const last = cpu[cpu.length - 1];
      console.log(`  cpu ${route.padEnd(18)} app ${last.app_cpu_ms_per_request} ms, stack ${last.stack_cpu_ms_per_request} ms per request`);
    }
    // What the tags cost or save under load: the static landing page and the signed-in /feed.
    const load: Record<string, HttpLoad> = {};
    for (const [name, route, headers] of [
      ['/', '/', {}],
      ['/feed (signed in)', '/feed', { cookie: creator }],
    ] as const) {
      await httpLoad(`${balancer.url}${route}`, { connections: LOAD.connections, seconds: LOAD.warmup, headers });
      load[name] = await httpLoad(`${balancer.url}${route}`, { connections: LOAD.connections, seconds: LOAD.seconds, headers });
      console.log(
        `  load ${name.padEnd(18)} ${load[name].rps} req/s, p95 ${load[name].p95_ms} ms, codes ${JSON.stringify(load[name].status_codes)}`,
      );
    }
    return {
      mode,
      instances: instances.urls,
      balancer: balancerCheck,
      cases: results,
      pass: results.length > 0 && results.every((r) => r.within_target),
      cpu_per_request_instance_a: cpu,
      load_through_balancer: { connections: LOAD.connections, seconds: LOAD.seconds, routes: load },
    };
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (balancer) await balancer.close().catch(() => {});
    await instances.stop();
  }
}

/** Whatever a failed run left changed is put back (the next run starts new processes anyway). */
async function restore(env: AppEnv) {
  const db = createClient(env.supabaseUrl, env.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });
  const { data: page } = await db.from('pages').select('id').eq('slug', PERMISSION.slug).single();
  if (page)
    await db
      .from('permissions')
      .upsert({ page_id: page.id, user_category: PERMISSION.category, has_access: true }, { onConflict: 'page_id,user_category' });
  await db.from('site_images').delete().eq('type', 'logo');
  await db.from('profiles').update({ headline: CREATOR_HEADLINE }).eq('id', DEMO_ACCOUNTS.creator.id);
}

async function main() {
  const loadAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  await assertPortsFree({
    'app A': FIRST_APP_PORT,
    'app B': FIRST_APP_PORT + 1,
    balancer: BALANCER_PORT,
    'supabase api': SUPABASE_PORT,
    database: DB_PORT,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-instances-'));
  fs.chmodSync(dataDir, 0o755);
  let stack: StackChild | null = null;
  try {
    console.log('local stack (fresh data folder, migrations + seed)');
    stack = await startChild(stackOptions(dataDir, true));
    const env: AppEnv = {
      supabaseUrl: `http://127.0.0.1:${SUPABASE_PORT}`,
      publishableKey: stack.ready.publishableKey,
      secretKey: stack.ready.secretKey,
    };
    if (process.env.BENCH_INSTANCES_SKIP_BUILD === '1') console.log('reusing the existing build');
    else {
      console.log('next build');
      await buildApp(env);
    }
    const target = { url: env.supabaseUrl, key: env.publishableKey };
    const people = {
      admin: await sessionCookies(DEMO_ACCOUNTS.admin.email, target),
      creator: await sessionCookies(DEMO_ACCOUNTS.creator.email, target),
      brand: await sessionCookies(DEMO_ACCOUNTS.brand.email, target),
    };
    const runs: Record<string, unknown> = {};
    for (const mode of MODES) {
      console.log(`two instances, tags ${mode === 'shared' ? 'shared (SHARED_CACHE_TAGS=1)' : 'in each process (default)'}`);
      try {
        runs[`${LABEL}${mode}`] = await runMode(mode, env, people, stack.pid);
      } finally {
        await restore(env).catch((e) => console.error(`restore: ${e?.message ?? e}`));
      }
    }
    const previous = fs.existsSync(OUT) ? JSON.parse(fs.readFileSync(OUT, 'utf8')) : {};
    const results = {
      note: `propagation: ms from the action's toast on instance A until A and B (each polled directly every ${POLL_MS} ms) show the change; null = not within ${CAP_MS / 1000} s; target ${TARGET_MS / 1000} s`,
      target_ms: TARGET_MS,
      cap_ms: CAP_MS,
      runs: {
        ...(previous.runs ?? {}),
        ...Object.fromEntries(
          Object.entries(runs).map(([name, run]) => [
            name,
            {
              generated_at: new Date().toISOString(),
              machine: { cpus: os.cpus().length, load_average_at_start: loadAtStart, node: process.version },
              ...(run as object),
            },
          ]),
        ),
      },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
  } finally {
    if (stack) await stack.stop().catch((e) => console.error(`stack stop: ${e?.message ?? e}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
