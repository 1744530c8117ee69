// A real browser during the faults: Chromium (the e2e suite's flags) opens a signed-in page whose
// content the server reads (/contratos, with the probe user's session cookies) and the public
// login page, where it signs in (the browser asks Auth itself). While the backend is down each must
// show a pt-BR error state (the error page's "Não foi possível carregar esta página" and its "Se o
// problema continuar…" support code, or the form's own pt-BR failure), or the page itself; never
// a stack trace, Next's English error or a blank page. Once the backend is back, the time until
// each works again (the page without an error state, a sign-in that leaves /login).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BROWSER_ARGS } from '../app-lib/browser-visit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../e2e/support/accounts';
import { ERROR_MARKERS } from './pages';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SIGNED_IN_PAGE = '/contratos';
export const PUBLIC_PAGE = '/login';
/** pt-BR texts of a failure: the error page and its support code, the login form's failure. */
const PT_BR_ERRORS = ['Não foi possível carregar esta página', 'Se o problema continuar', 'Não foi possível entrar', 'Não foi possível'];
const ENGLISH_ERRORS = ERROR_MARKERS.filter((m) => !m.startsWith('Não'));
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|\.next\/server|webpack-internal/;
/** How long the login form may take to answer (auth-js retries a request that got no answer). */
const SETTLE_MS = 15_000;
/** After the network is quiet, how long an error boundary may take to render. */
const RENDER_MS = 1_500;
const POLL_MS = 250;
const RECOVERY_GIVE_UP_MS = 60_000;

export type BrowserAnswer = {
  page: string;
  ms: number;
  status: number | null;
  /** The pt-BR error text shown, "the page", or what was shown instead. */
  shows: string;
  pt_br_error_state: boolean;
  support_code_shown: boolean;
  stack_trace: boolean;
  english_error: boolean;
  blank: boolean;
};

export type BrowserFault = {
  while_down: BrowserAnswer[];
  /**
   * From the backend being ready to the start of the first visit that works again in the browser
   * (null: none within 60 s).
   */
  recovered_ms: { signed_in: number | null; public: number | null };
};

export type BrowserProbe = {
  whileDown: () => Promise<BrowserAnswer[]>;
  recovery: (readyAt: number) => Promise<BrowserFault['recovered_ms']>;
  close: () => Promise<void>;
};

const cookiePairs = (header: string) =>
  header
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));

const bodyText = (page: Page) => page.evaluate(() => document.body?.innerText ?? '').catch(() => '');

function judge(path: string, status: number | null, ms: number, text: string, signedIn: boolean): BrowserAnswer {
  const ptBr = PT_BR_ERRORS.find((t) => text.includes(t));
  const english = ENGLISH_ERRORS.find((t) => text.includes(t));
  const blank = text.trim().length < 40;
  const stillOnLogin = !signedIn && text.includes('Entrar');
  return {
    page: path,
    ms: Math.round(ms),
    status,
    shows: ptBr ?? english ?? (blank ? 'a blank page' : stillOnLogin ? 'the login form, no answer yet' : 'the page'),
    pt_br_error_state: !!ptBr,
    support_code_shown: text.includes('Se o problema continuar'),
    stack_trace: STACK_TRACE.test(text),
    english_error: !!english,
    blank,
  };
}

/** Opens the signed-in page and waits until it shows an error or SETTLE_MS pass. */
async function lookSignedIn(context: BrowserContext, baseUrl: string): Promise<BrowserAnswer> {
  const page = await context.newPage();
  const t0 = performance.now();
  try {
    // The document streams until the server's reads end; the browser then renders what failed.
    const response = await page.goto(`${baseUrl}${SIGNED_IN_PAGE}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const settled = performance.now();
    let text = await bodyText(page);
    while (performance.now() - settled < RENDER_MS && !PT_BR_ERRORS.some((t) => text.includes(t))) {
      await page.waitForTimeout(POLL_MS);
      text = await bodyText(page);
    }
    return judge(SIGNED_IN_PAGE, response?.status() ?? null, performance.now() - t0, text, true);
  } catch (e) {
    return judge(SIGNED_IN_PAGE, null, performance.now() - t0, `navigation failed: ${(e as Error).message.split('\n')[0]}`, true);
  } finally {
    await page.close().catch(() => {});
  }
}

/** Opens /login, signs in as the probe's account and waits for the form's answer. */
async function lookPublic(context: BrowserContext, baseUrl: string): Promise<{ answer: BrowserAnswer; signedIn: boolean }> {
  await context.clearCookies();
  const page = await context.newPage();
  const t0 = performance.now();
  try {
    const response = await page.goto(`${baseUrl}${PUBLIC_PAGE}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    // As a person would: the form takes input once the page is live (its button enabled). Typed
    // earlier, the fields were cleared when React took over and the sign-in never went out.
    await page.waitForSelector('form button[type="submit"]:not([disabled])', { timeout: 10_000 });
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.creator.email, { timeout: 10_000 });
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Entrar' }).click({ timeout: 10_000 });
    let text = await bodyText(page);
    const left = () => !new URL(page.url()).pathname.startsWith(PUBLIC_PAGE);
    while (performance.now() - t0 < SETTLE_MS && !left() && !PT_BR_ERRORS.some((t) => text.includes(t))) {
      await page.waitForTimeout(POLL_MS);
      text = await bodyText(page);
    }
    const signedIn = left();
    return { answer: judge(PUBLIC_PAGE, response?.status() ?? null, performance.now() - t0, text, signedIn), signedIn };
  } catch (e) {
    return {
      answer: judge(PUBLIC_PAGE, null, performance.now() - t0, `navigation failed: ${(e as Error).message.split('\n')[0]}`, false),
      signedIn: false,
    };
  } finally {
    await page.close().catch(() => {});
  }
}

/** A browser answer acceptable while the backend is down: a pt-BR error state or the page itself. */
export const acceptableInBrowser = (a: BrowserAnswer) =>
  a.status !== null && !a.stack_trace && !a.english_error && !a.blank && (a.pt_br_error_state || a.shows === 'the page');

export async function startBrowserProbe(baseUrl: string, cookieHeader: string): Promise<BrowserProbe> {
  const browser: Browser = await chromium.launch({ executablePath: CHROME, args: [...BROWSER_ARGS, '--disable-dev-shm-usage'] });
  const signedIn = await browser.newContext();
  await signedIn.addCookies(cookiePairs(cookieHeader).map((c) => ({ ...c, url: baseUrl })));
  const visitor = await browser.newContext();
  // The recovery's sign-ins run beside the outage's look: a context of their own.
  const returning = await browser.newContext();
  // Warm both pages (bundles in the browser's cache), as someone who was already using the app.
  await lookSignedIn(signedIn, baseUrl);
  await visitor.newPage().then(async (p) => {
    await p.goto(`${baseUrl}${PUBLIC_PAGE}`, { waitUntil: 'load', timeout: 30_000 }).catch(() => null);
    await p.close();
  });
  return {
    whileDown: async () => {
      const [page, login] = await Promise.all([lookSignedIn(signedIn, baseUrl), lookPublic(visitor, baseUrl)]);
      return [page, login.answer];
    },
    recovery: async (readyAt) => {
      // The time at which the first visit that works began (a visit takes a moment of its own).
      const until = async (works: () => Promise<boolean>) => {
        while (performance.now() - readyAt < RECOVERY_GIVE_UP_MS) {
          const started = performance.now();
          if (await works()) return Math.round(started - readyAt);
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
        return null;
      };
      const [signedInMs, publicMs] = await Promise.all([
        until(async () => {
          const a = await lookSignedIn(signedIn, baseUrl);
          return a.status === 200 && a.shows === 'the page';
        }),
        until(async () => (await lookPublic(returning, baseUrl)).signedIn),
      ]);
      return { signed_in: signedInMs, public: publicMs };
    },
    close: () => browser.close(),
  };
}
