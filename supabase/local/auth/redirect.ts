// Redirect targets (`redirect_to`): GoTrue accepts the site_url's host and the
// additional_redirect_urls globs (`*` stops at `.` and `/`, `**` does not); anything else falls
// back to site_url, so a link can never redirect to a foreign site.
import type { StackConfig } from '../config';

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isAllowedRedirect(config: StackConfig, candidate: string): boolean {
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return config.additionalRedirectUrls.some((g) => globToRegExp(g).test(candidate));
  }
  try {
    if (new URL(config.siteUrl).hostname === target.hostname) return true;
  } catch {
    // an unparsable site_url allows only the explicit list
  }
  return config.additionalRedirectUrls.some((g) => globToRegExp(g).test(candidate));
}

export function resolveRedirect(config: StackConfig, candidate: string | null | undefined): string {
  return candidate && isAllowedRedirect(config, candidate) ? candidate : config.siteUrl;
}
