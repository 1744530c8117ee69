// The browser headers and the nonce-based Content-Security-Policy (docs/security.md, "Browser
// headers"): every inline script of a served document carries the request's nonce or is allowed by
// its hash, an injected script does not run, and the health endpoint answers for a load balancer.
// That every screen of every role loads with no policy violation is checked by the accessibility
// audit, which opens them all (e2e/support/a11y-audit.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { SHELL_SCRIPT_HASHES } from '../lib/http/content-security-policy';
import { storageStatePath } from './support/auth-state';
import { watchViolations } from './support/csp-violations';

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

/** Every inline script of a served document either carries the nonce or is allowed by its hash. */
async function expectEveryInlineScriptAllowed(response: APIResponse, label: string): Promise<string> {
  const policy = response.headers()['content-security-policy'];
  expect(policy, label).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  const scripts = inlineScripts(await response.text());
  expect(scripts.length, label).toBeGreaterThan(1);
  for (const { attributes, hash, body } of scripts) {
    if (attributes.includes(`nonce="${nonce}"`)) continue;
    expect(policy, `${label}: inline script ${body.slice(0, 80)}`).toContain(`'${hash}'`);
  }
  return nonce;
}

test('a page answers the browser headers and a fresh nonce per request; every inline script is vouched for', async ({ request, page }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/login');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    nonces.add(await expectEveryInlineScriptAllowed(response, '/login'));
  }
  expect(nonces.size).toBe(3);
  // A page stored whole, one rendered per request, an unknown address and a denied one.
  await expectEveryInlineScriptAllowed(await request.get('/'), '/');
  await expectEveryInlineScriptAllowed(await request.get('/esqueci-minha-senha'), '/esqueci-minha-senha');
  await expectEveryInlineScriptAllowed(await request.get('/uma-pagina-que-nao-existe'), 'not found');

  // A script that reaches the page without the nonce (as an injection would) does not run.
  const violations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(violations.join('\n')).toContain('script-src');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a page rendered per request and one denied by the proxy vouch for every inline script', async ({ request }) => {
    await expectEveryInlineScriptAllowed(await request.get('/chat'), '/chat');
    const denied = await request.get('/jobs/create');
    expect(denied.status()).toBe(403);
    await expectEveryInlineScriptAllowed(denied, '/jobs/create (Acesso restrito)');
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
