// Lighthouse (mobile form factor, its default simulated throttling) against one URL in Debian's
// Chromium; each run in a fresh browser. Scores are 0–100; the summary is the per-category median.
import fs from 'node:fs';
import path from 'node:path';
import { median } from './stats';

/** BENCH_LIGHTHOUSE_REPORTS=<folder>: every run's full report is written there (to see why a score is what it is). */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number | null>;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type LighthouseRun = Scores & {
  lcp_ms: number | null;
  tbt_ms: number | null;
  cls: number | null;
  /** The largest paint's element, as Lighthouse names it. */
  lcp_element: string | null;
  failed_audits: string[];
  /** Lighthouse's measure of the host's CPU (its `benchmarkIndex`): the throttling multiplies this host's task times. */
  benchmark_index: number | null;
  /**
   * What the unthrottled load itself showed (the simulation starts from it): the document's
   * DOMContentLoaded and its first contentful paint. A paint seconds after the document is a
   * frame the headless browser held back, which the simulation then charges to the page.
   */
  observed_dcl_ms: number | null;
  observed_fcp_ms: number | null;
};

type Details = { items?: { items?: { node?: { snippet?: string } }[] }[] };

const lcpElement = (details: unknown): string | null =>
  (details as Details | undefined)?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 200) ?? null;

export type BrowserCookie = { name: string; value: string };

/**
 * chrome-launcher's default flags, except that Chrome keeps RenderDocument, as it does for a person
 * (chrome-launcher turns the feature off; Puppeteer stopped doing so in 2026). With it off, the
 * measured page reuses the blank tab's frame, and the compositor held that page's first paint back
 * by one or two whole seconds in 5 or 6 of 6 loads here, against none with it on
 * (docs/architecture/quality.md, "A frame the headless browser holds back").
 */
function launcherFlags(defaults: readonly string[]): string[] {
  return defaults.flatMap((flag) => {
    if (!flag.startsWith('--disable-features=')) return [flag];
    const kept = flag
      .slice('--disable-features='.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return kept.length > 0 ? [`--disable-features=${kept.join(',')}`] : [];
  });
}

async function runOnce(url: string, chromePath: string, cookies: BrowserCookie[] = []): Promise<LighthouseRun> {
  const { launch, Launcher } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath,
    chromeFlags: [...launcherFlags(Launcher.defaultFlags()), ...CHROME_FLAGS],
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    // A signed-in page is measured with the session cookies set in the browser itself, so the
    // page's own reads (supabase-js in the browser) run signed in, as they do for a person.
    let page: import('puppeteer-core').Page | undefined;
    if (cookies.length > 0) {
      const { default: puppeteer } = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const { hostname } = new URL(url);
      await browser.setCookie(...cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
      page = await browser.newPage();
    }
    const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (REPORTS_DIR) {
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c: Category) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined)?.items?.[0];
    const observed = (key: string) => (typeof metrics?.[key] === 'number' ? Math.round(metrics[key]) : null);
    // Audits that cost points, so a score below target says why.
    const failed = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp_ms: numeric('largest-contentful-paint'),
      tbt_ms: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lcp_element: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
      failed_audits: [...new Set(failed)],
      benchmark_index: lhr.environment?.benchmarkIndex ?? null,
      observed_dcl_ms: observed('observedDomContentLoaded'),
      observed_fcp_ms: observed('observedFirstContentfulPaint'),
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseMedian(url: string, runs: number, chromePath: string, cookies?: BrowserCookie[]) {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runOnce(url, chromePath, cookies);
    console.log(`  run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run[c]}`).join(', ')}`);
    results.push(run);
  }
  const medianOf = (pick: (r: LighthouseRun) => number | null) => {
    const values = results.map(pick).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, medianOf((r) => r[c])])) as Scores;
  return { runs: results, median: scores };
}
