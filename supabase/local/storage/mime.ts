// Bucket mimetype rules: `allowed_mime_types` entries are `type/subtype` or `type/*`.
import { ERR } from './errors';

const MIME_RULE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+|\*)(;\s*charset=[a-zA-Z0-9-]+)?$/;

/** `type/subtype` in lower case, without parameters such as `;charset=UTF-8`. */
function essence(mime: string): [string, string] | null {
  const [base] = mime.split(';');
  const parts = base.trim().toLowerCase().split('/');
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

export function mustBeAllowedMime(mime: string, allowed: string[] | null | undefined): void {
  if (!allowed || allowed.length === 0) return;
  const wanted = essence(mime);
  if (!wanted) throw ERR.invalidMimeType(mime);
  for (const rule of allowed) {
    if (rule === '*' || rule === '*/*') return;
    const r = essence(rule);
    if (r && r[0] === wanted[0] && (r[1] === '*' || r[1] === wanted[1])) return;
  }
  throw ERR.invalidMimeType(mime);
}

/** Validates the rules given when a bucket is created or updated. */
export function mustBeValidMimeRules(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) throw ERR.invalidRequest('allowed_mime_types must be an array of strings');
  for (const rule of value) {
    if (typeof rule !== 'string' || rule.length > 1000 || !(MIME_RULE.test(rule) || rule === '*' || rule === '*/*')) {
      throw ERR.invalidMimeType(String(rule));
    }
  }
  return value as string[];
}
