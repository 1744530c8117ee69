// The accessibility checks run on every screen (docs/architecture/quality.md, "Acessibilidade"):
// axe-core against WCAG 2.1 A and AA, and the names of the controls that show no text.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a screen; 'minor' and 'moderate' findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The serious and critical WCAG violations on the page as it is now (dialogs open included), one
 * readable line per element: rule id, impact, CSS target, what the rule asks.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself. The default mode opens a second, blank page to
  // merge per-frame results and injects axe's 560 kB a second time, which costs about 1.5 s a
  // screen on 2 cores. Our screens have no frames, so both modes report the same violations.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}` +
          (node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''),
      ),
    );
}

// English words a shipped pt-BR name must not hold (a component library's default left in place).
// 'menu' counts only on its own or with an English verb: 'Abrir menu' is Portuguese.
const ENGLISH_NAME =
  /\b(close|open|search|toggle|delete|remove|edit|more|next|previous|go to|back|submit|cancel|send|settings|options|show|hide|password|loading|sidebar|dismiss|clear|expand|collapse|select|upload)\b|^menu$/i;

/**
 * The buttons and links that show no text of their own and either have no name (aria-label,
 * aria-labelledby, title, an image's alt or screen-reader-only text) or an English one.
 */
export async function iconOnlyControlProblems(page: Page): Promise<string[]> {
  const controls = await page.evaluate(() => {
    const isShown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const visibleText = (el: Element): string => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && isShown(node.parentElement)) text += node.textContent ?? '';
      }
      return text.trim();
    };
    const nameOf = (el: Element): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) {
        const text = labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
        if (text) return text;
      }
      const label = el.getAttribute('aria-label')?.trim();
      if (label) return label;
      // A checkbox or switch drawn as a button is named by its <label for>.
      const labels =
        el instanceof HTMLButtonElement
          ? [...el.labels]
              .map((l) => l.textContent ?? '')
              .join(' ')
              .trim()
          : '';
      if (labels) return labels;
      const alts = [...el.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt') ?? '').join(' ');
      const text = `${el.textContent ?? ''} ${alts}`.replace(/\s+/g, ' ').trim();
      return text || el.getAttribute('title')?.trim() || '';
    };
    const selector = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"]';
    return [...document.querySelectorAll(selector)]
      .filter((el) => isShown(el) && !el.closest('[aria-hidden="true"], [inert]') && visibleText(el) === '')
      .map((el) => ({ html: el.outerHTML.slice(0, 160), name: nameOf(el) }));
  });
  return controls.flatMap(({ html, name }) => {
    if (!name) return [`icon-only control without a name: ${html}`];
    if (ENGLISH_NAME.test(name)) return [`icon-only control named in English ('${name}'): ${html}`];
    return [];
  });
}
