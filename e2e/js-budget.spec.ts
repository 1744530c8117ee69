// The first-load JavaScript budget (docs/architecture/quality.md, "Budgets"): every page route of
// this build, opened as someone who may see it, loads at most 1.3 times the JavaScript of '/'
// (every <script src> of the HTML as served, gzipped as `next start` sends it). A screen that
// pulls a heavy library into its first load fails here, not in a user's phone.
import { expect, test } from '@playwright/test';
import { measureRoutes, pageRoutes, scriptSources } from '../bench/app-lib/first-load-js';
import { HINT } from '../lib/build/compile-hints.cjs';
import { ROUTES } from '../lib/routes';
import { baseURL } from '../playwright.config';
import { DEMO_ACCOUNTS, type DemoRole } from './support/accounts';
import { cookieHeader, sessionCookies } from './support/supabase-clients';
import { creatorWithTwoStep } from './support/two-step';

const BUDGET_RATIO = 1.3;
const PUBLIC_ROUTES = new Set(['/', '/login', '/termos', '/privacidade', '/esqueci-minha-senha', '/redefinir-senha/link-invalido']);
/** Who opens each route that the administrator is sent away from (the gate's own screens). */
const ROUTE_ACCOUNTS: Record<string, DemoRole> = { '/category-selection': 'noCategory', '/primeirologinusuario': 'newCreator' };
/** Answers other than 200 that are the route's purpose. */
const EXPECTED_STATUS: Record<string, number> = { '/acesso-restrito': 403 };

test('every page route loads at most 1.3x the JavaScript of the landing page', async () => {
  test.setTimeout(180_000);
  const cookies = new Map<DemoRole, string>();
  const cookieOf = async (role: DemoRole) => {
    if (!cookies.has(role)) cookies.set(role, cookieHeader(await sessionCookies(DEMO_ACCOUNTS[role].email)));
    return cookies.get(role)!;
  };
  const routes = pageRoutes();
  expect(routes.length).toBeGreaterThan(40);
  for (const role of new Set([...Object.values(ROUTE_ACCOUNTS), 'admin' as const])) await cookieOf(role);
  // The code step is for a session that still needs its code: an account with two-step verification, signed in with its password.
  const twoStep = await creatorWithTwoStep('js-budget');
  const secondStep = cookieHeader(await sessionCookies(twoStep.email, { password: twoStep.password }));
  const measured = await measureRoutes(baseURL, routes, (route) =>
    PUBLIC_ROUTES.has(route) ? undefined : route === ROUTES.twoStepCode ? secondStep : cookies.get(ROUTE_ACCOUNTS[route] ?? 'admin'),
  );
  const landing = measured.find((r) => r.route === '/')!;
  expect(landing.gzip_bytes).toBeGreaterThan(0);
  const overBudget = measured
    .filter((r) => r.status === 200 && r.gzip_bytes > landing.gzip_bytes * BUDGET_RATIO)
    .map((r) => `${r.route}: ${r.gzip_bytes} B (${(r.gzip_bytes / landing.gzip_bytes).toFixed(2)}x)`);
  expect(overBudget, `budget ${BUDGET_RATIO}x of '/' (${landing.gzip_bytes} B gzip)`).toEqual([]);
  const unexpected = measured.filter((r) => r.status !== (EXPECTED_STATUS[r.route] ?? 200)).map((r) => `${r.route}: ${r.status}`);
  expect(unexpected, 'every route answered as the person it was opened as').toEqual([]);
});

// The build writes V8's compile hint into the scripts every document loads (lib/build/compile-hints.cjs):
// a signed-in page's startup scripts are then compiled while they download, not on the main thread.
test('the scripts a document loads start with the compile hint', async () => {
  const cookie = cookieHeader(await sessionCookies(DEMO_ACCOUNTS.creator.email));
  for (const route of ['/', ROUTES.feed, ROUTES.chat]) {
    const html = await (await fetch(new URL(route, baseURL), { headers: { cookie } })).text();
    // The legacy polyfills (nomodule) are never run by a browser that reads the hint.
    const scripts = scriptSources(html, { skipNoModule: true });
    expect(scripts.length, route).toBeGreaterThan(5);
    for (const src of scripts) {
      const body = await (await fetch(new URL(src, baseURL))).text();
      expect(body.startsWith(HINT), `${route}: ${src}`).toBe(true);
    }
  }
});
