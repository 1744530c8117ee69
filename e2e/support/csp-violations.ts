// Content-Security-Policy violations a page reports, for the specs that load screens
// (docs/security.md, "Browser headers").
import type { Page } from '@playwright/test';

type HeadersOf = { headersArray(): { name: string; value: string }[] | Promise<{ name: string; value: string }[]> };

export type Policy = { scriptSrc: string[] };

/** The script sources of every Content-Security-Policy header of a response (the browser enforces them all). */
export async function policiesOf(response: HeadersOf): Promise<Policy[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => ({ scriptSrc: (/(?:^|;\s*)script-src ([^;]*)/.exec(value)?.[1] ?? '').split(' ') }));
}

/**
 * A document's policies must include one that runs only vouched-for inline scripts (a nonce or
 * hashes, no 'unsafe-inline'): a page stored whole gets the proxy's policy, which leaves inline
 * scripts open, and its own, which lists them. Null when one does, else what is wrong.
 */
export async function inlineScriptsLeftOpen(response: HeadersOf): Promise<string | null> {
  const policies = await policiesOf(response);
  if (policies.some(({ scriptSrc }) => !scriptSrc.includes("'unsafe-inline'"))) return null;
  return policies.length === 0
    ? 'no Content-Security-Policy'
    : `inline scripts left open: ${policies.map((p) => p.scriptSrc.join(' ')).join(' | ')}`;
}

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
