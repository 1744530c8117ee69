// Message text rendered as text: links (http, https, www.) become safe anchors, everything else
// stays a string React escapes. Pure, so the split is unit tested.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits a message into text and links; only http(s) addresses are ever produced as hrefs. */
export function splitLinks(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trailing = raw.match(TRAILING)?.[0] ?? '';
    if (trailing) raw = raw.slice(0, -trailing.length);
    if (!raw) continue;
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    let valid = false;
    try {
      const url = new URL(href);
      valid = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      valid = false;
    }
    if (!valid) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
