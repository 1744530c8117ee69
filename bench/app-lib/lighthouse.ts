// Lighthouse (mobile form factor, its default simulated throttling) against one URL in Debian's
// Chromium; each run in a fresh browser. Scores are 0–100; the summary is the per-category median.
import { median } from './stats';

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

export type LighthouseRun = Scores & { lcp_ms: number | null; tbt_ms: number | null; cls: number | null; failed_audits: string[] };

async function runOnce(url: string, chromePath: string, headers?: Record<string, string>): Promise<LighthouseRun> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // extraHeaders: a signed-in page is measured with the session cookie on every request.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers,
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c: Category) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
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
      failed_audits: [...new Set(failed)],
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseMedian(url: string, runs: number, chromePath: string, headers?: Record<string, string>) {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runOnce(url, chromePath, headers);
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
