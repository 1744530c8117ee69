// Links of a creator's profile: TikTok and YouTube accept a handle or a URL and are stored as the
// canonical URL; sites and portfolio links must be web addresses (https:// is assumed when the
// scheme is left out, and an http:// address is stored as https://). Everything stored passes
// the profiles table's public.is_https_url check (https only, a DNS host, no user info).

export const MAX_URL_LENGTH = 2048;
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * An https URL with a dotted host, or null. 'meusite.com.br' → 'https://meusite.com.br/';
 * 'http://behance.net/ana' → 'https://behance.net/ana'.
 */
export function normalizeWebUrl(value: string): string | null {
  const input = value.trim();
  if (!input || /\s/.test(input) || input.length > MAX_URL_LENGTH) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.protocol === 'http:') url.protocol = 'https:';
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => DNS_LABEL.test(label)) || !/^[a-z]{2,63}$/i.test(labels.at(-1) ?? '')) return null;
  const href = url.href;
  return href.length > MAX_URL_LENGTH ? null : href;
}

const hostOf = (url: string): string => new URL(url).hostname.replace(/^(www\.|m\.)/, '');

/** '@ana' or 'tiktok.com/@ana' → 'https://www.tiktok.com/@ana'. */
export function normalizeTiktokUrl(value: string): string | null {
  const input = value.trim();
  const handle = /^@?([A-Za-z0-9._]{2,24})$/.exec(input)?.[1];
  if (handle && !handle.endsWith('.')) return `https://www.tiktok.com/@${handle.toLowerCase()}`;
  const url = normalizeWebUrl(input);
  if (!url || hostOf(url) !== 'tiktok.com') return null;
  const profile = /^\/@([A-Za-z0-9._]{2,24})\/?$/.exec(new URL(url).pathname)?.[1];
  return profile ? `https://www.tiktok.com/@${profile.toLowerCase()}` : null;
}

/** '@canal' → 'https://www.youtube.com/@canal'; any youtube.com or youtu.be URL as it is. */
export function normalizeYoutubeUrl(value: string): string | null {
  const input = value.trim();
  const handle = /^@([A-Za-z0-9._-]{3,30})$/.exec(input)?.[1];
  if (handle) return `https://www.youtube.com/@${handle}`;
  const url = normalizeWebUrl(input);
  if (!url) return null;
  const host = hostOf(url);
  if (host !== 'youtube.com' && host !== 'youtu.be') return null;
  return new URL(url).pathname.length > 1 ? url : null;
}
