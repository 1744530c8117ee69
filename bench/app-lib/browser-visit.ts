// What one signed-in visit costs the backend when the page reads in the browser: Chromium opens
// a page with the person's session cookies and waits until the page is drawn and the network is
// quiet; every request that reaches the stack meanwhile (through the counting proxy the build
// points at) is the visit's, Realtime's WebSocket upgrade included.
import { chromium } from '@playwright/test';
import type { SessionCookie } from '../../e2e/support/supabase-clients';
import type { CountingProxy } from './counting-proxy';

export type BrowserVisit = {
  route: string;
  /** Requests the browser made to the Data API, Auth, Storage and Realtime for the visit. */
  backend_requests: number;
  by_request: Record<string, number>;
  /** Milliseconds from navigation start until the page's content was drawn. */
  content_ms: number;
};

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function measureBrowserVisit(
  appUrl: string,
  route: string,
  cookies: SessionCookie[],
  proxy: CountingProxy,
  { chrome, drawn }: { chrome: string; drawn: string },
): Promise<BrowserVisit> {
  const browser = await chromium.launch({ executablePath: chrome, args: BROWSER_ARGS });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookies.map((c) => ({ ...c, url: appUrl })));
    const page = await context.newPage();
    // A first visit warms the server's caches and the browser's bundle cache, as a returning visitor's.
    await page.goto(`${appUrl}${route}`);
    await page.locator(drawn).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    proxy.reset();
    const started = Date.now();
    await page.goto(`${appUrl}${route}`);
    await page.locator(drawn).first().waitFor({ timeout: 30_000 });
    const contentMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { route, backend_requests: proxy.total(), by_request: proxy.counts(), content_ms: contentMs };
  } finally {
    await browser.close();
  }
}
