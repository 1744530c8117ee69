// The browser headers and the nonce-based Content-Security-Policy (docs/security.md, "Browser
// headers"): every inline script of a served document carries the request's nonce or is allowed by
// its hash, an injected script does not run, and the health endpoint answers for a load balancer.
// That every screen of every role loads with no policy violation is checked by the accessibility
// audit, which opens them all (e2e/support/a11y-audit.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { SHELL_SCRIPT_HASHES } from '../lib/http/content-security-policy';
import { storageStatePath } from './support/auth-state';
import { inlineScriptsLeftOpen, policiesOf, watchViolations, type Policy } from './support/csp-violations';

const STORED = path.join(__dirname, '..', '.next', 'server', 'app');

function inlineScripts(html: string): { attributes: string; body: string; hash: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes))
    .map(([, attributes, body]) => ({ attributes, body, hash: `sha256-${createHash('sha256').update(body).digest('base64')}` }));
}

function storedShells(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storedShells(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test("the stored shell of every page rendered per request holds no inline script but React's fixed one", () => {
  const shells = storedShells(STORED).filter((file) => fs.readFileSync(file.replace(/\.html$/, '.meta'), 'utf8').includes('"postponed"'));
  // The onboarding steps and the screens of one record still render per request (every menu page is stored whole).
  expect(shells.map((file) => path.relative(STORED, file))).toEqual(
    expect.arrayContaining(['category-selection.html', 'primeirologinusuario.html', 'jobs/edit/[id].html']),
  );
  for (const file of shells) {
    for (const { hash, body } of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      expect(SHELL_SCRIPT_HASHES, `${path.relative(STORED, file)}: inline script ${body.slice(0, 80)}`).toContain(hash);
    }
  }
});

/** Whether a policy lets an inline script run: by the nonce, by its hash, or by 'unsafe-inline' where neither is listed. */
function allows({ scriptSrc }: Policy, script: { attributes: string; hash: string }): boolean {
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-")).map((source) => source.slice(7, -1));
  const vouched = scriptSrc.some((source) => source.startsWith("'nonce-") || source.startsWith("'sha256-"));
  if (!vouched) return scriptSrc.includes("'unsafe-inline'");
  return nonces.some((nonce) => script.attributes.includes(`nonce="${nonce}"`)) || scriptSrc.includes(`'${script.hash}'`);
}

/**
 * Every inline script of a served document is allowed by every policy of the response, and one of
 * them allows nothing else (no 'unsafe-inline' left alone). Returns the request's nonce, if any.
 */
async function expectEveryInlineScriptAllowed(response: APIResponse, label: string): Promise<string | undefined> {
  const policies = await policiesOf(response);
  expect(policies.length, label).toBeGreaterThan(0);
  expect(await inlineScriptsLeftOpen(response), label).toBeNull();
  const scripts = inlineScripts(await response.text());
  expect(scripts.length, label).toBeGreaterThan(1);
  for (const script of scripts) {
    for (const policy of policies) {
      expect(allows(policy, script), `${label}: inline script ${script.body.slice(0, 80)} under ${policy.scriptSrc.join(' ')}`).toBe(true);
    }
  }
  return policies.flatMap(({ scriptSrc }) => scriptSrc).find((source) => source.startsWith("'nonce-"));
}

test('a page answers the browser headers; every inline script is vouched for by every policy', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // Pages stored whole: a second policy, their own, lists exactly their inline scripts.
  for (const pathname of ['/login', '/', '/esqueci-minha-senha']) {
    const stored = await request.get(pathname);
    expect(await policiesOf(stored), pathname).toHaveLength(2);
    await expectEveryInlineScriptAllowed(stored, pathname);
  }
});

/** Injects a script the way an HTML injection would (no nonce) and tells whether it ran. */
async function injectedScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}

test('a script injected into a page stored whole does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await injectedScriptRuns(page)).toBe(false);
  expect(violations.join('\n')).toContain('script-src');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a signed-in page and one denied by the proxy vouch for every inline script', async ({ request }) => {
    await expectEveryInlineScriptAllowed(await request.get('/chat'), '/chat');
    const denied = await request.get('/jobs/create');
    expect(denied.status()).toBe(403);
    await expectEveryInlineScriptAllowed(denied, '/jobs/create (Acesso restrito)');
  });

  test('an unknown address is answered with the stored not-found page and its own policy; an injected script does not run', async ({
    request,
    page,
  }) => {
    // Next.js writes the address into each copy it regenerates, so two addresses may get copies
    // whose scripts differ: the policy each copy carries is the one that vouches for them.
    for (const pathname of ['/uma-pagina-que-nao-existe', '/outra/pagina-inexistente', '/uma-pagina-que-nao-existe']) {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(404);
      expect(await policiesOf(response), pathname).toHaveLength(2);
      await expectEveryInlineScriptAllowed(response, pathname);
    }

    const violations = await watchViolations(page);
    await page.goto('/uma-pagina-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await injectedScriptRuns(page)).toBe(false);
    expect(violations.join('\n')).toContain('script-src');
  });

  test('a record that does not exist (a route rendered per request) gets a fresh nonce each time', async ({ request }) => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/contrato/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
      nonces.add(await expectEveryInlineScriptAllowed(response, 'unknown contract'));
    }
    expect([...nonces].filter(Boolean)).toHaveLength(3);
  });
});

test('the health endpoint answers the state of the app and its backend', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toMatchObject({
    status: 'ok',
    app: { status: 'ok' },
    backend: { auth: { status: 'ok' }, database: { status: 'ok' } },
  });
});
