// The documents Next.js serves as stored whole, for the proxy's Content-Security-Policy
// (docs/security.md, "Browser headers"). A page prerendered whole ('/', /login, /feed...) is sent as
// stored, with its data and bootstrap scripts inline and no per-request nonce. It carries its own
// script policy, by hash, in the headers the page cache gives it (page-cache-handler.cjs), with
// whichever copy is served, so the proxy's policy leaves its inline scripts to that one. A page with
// a per-request part gets the nonce, and its stored shell holds only React's fixed script.
//
// Whether a route is stored whole is fixed by the build: the page cache records it as it hands
// pages out, and before it has (the first request after a start) the build's stored file says.
// An address with no page of its own is answered with the stored not-found page: the policy for
// such an address keeps the nonce (it may be a route rendered per request) and allows the
// not-found page's scripts by their hashes, as recorded.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import PageCacheHandler from './page-cache-handler.cjs';

const { inlineScriptHashes, RECORD } = PageCacheHandler;
export { inlineScriptHashes };

const STORE = path.join(process.cwd(), '.next', 'server', 'app');
/** The page Next.js serves for an address no route matches. */
const NOT_FOUND_DOCUMENT = '/_not-found';

/** Page path → the hashes of its inline scripts when stored whole, null for a shell. */
type Kind = string[] | null;

const recorded = (): Map<string, Kind> | undefined => (globalThis as Record<symbol, Map<string, Kind> | undefined>)[RECORD];

/** The stored file of a route ('/' is `index`); null for an address that cannot be one. */
export function storedDocumentFile(pathname: string, store = STORE): string | null {
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(pathname) || pathname.includes('..')) return null;
  const name = pathname === '/' ? 'index' : pathname.replace(/\/+$/, '').slice(1);
  return path.join(store, `${name}.html`);
}

/**
 * The copies of stored pages that earlier runs of the server regenerated: Next.js 16 keeps them
 * apart from the build's files (`route-cache/APP_PAGE/<key>/$/<page>.html`, beside `app/`) and
 * serves them after a restart. Listed once per process, the newest copy of each page.
 */
const regenerated = new Map<string, Map<string, string>>();

function regeneratedCopies(store: string): Map<string, string> {
  const known = regenerated.get(store);
  if (known) return known;
  const newest = new Map<string, { file: string; at: number }>();
  const root = path.join(store, '..', 'route-cache', 'APP_PAGE');
  const walk = (dir: string, page: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = page ? `${page}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), name);
      else if (entry.name.endsWith('.html')) {
        const file = path.join(dir, entry.name);
        const at = fs.statSync(file).mtimeMs;
        const held = newest.get(name);
        if (!held || at > held.at) newest.set(name, { file, at });
      }
    }
  };
  const keys = fs.existsSync(root) ? fs.readdirSync(root) : []; // none yet: a fresh build, next dev
  for (const key of keys) {
    try {
      walk(path.join(root, key, '$'), '');
    } catch {
      // An entry being written or removed meanwhile: the build's file stands for it.
    }
  }
  const copies = new Map([...newest].map(([page, { file }]) => [page, file]));
  regenerated.set(store, copies);
  return copies;
}

const built = new Map<string, Kind | undefined>();

/** From the store: the hashes of a page stored whole, null for a shell, undefined for no page. */
function fromBuild(pathname: string, store: string): Kind | undefined {
  const stored = storedDocumentFile(pathname, store);
  if (!stored) return undefined;
  if (built.has(stored)) return built.get(stored);
  const file = regeneratedCopies(store).get(path.relative(store, stored).split(path.sep).join('/')) ?? stored;
  let kind: Kind | undefined;
  try {
    const meta = fs.readFileSync(file.replace(/\.html$/, '.meta'), 'utf8');
    kind = meta.includes('"postponed"') ? null : inlineScriptHashes(fs.readFileSync(file, 'utf8'));
  } catch {
    // No stored page at that address (a dynamic route, an unknown address, next dev).
  }
  built.set(stored, kind);
  return kind;
}

function kindOf(pathname: string, store: string): Kind | undefined {
  const kind = recorded()?.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return kind !== undefined ? kind : fromBuild(pathname, store);
}

/** How the proxy's policy treats the inline scripts of the document served at an address. */
export type DocumentScripts =
  /** A page stored whole: the policy it carries allows its scripts, by hash. */
  | { storedWhole: true }
  /** Rendered per request (the nonce), or maybe the not-found page, whose scripts these hashes allow. */
  | { storedWhole: false; hashes: string[] };

export function documentScripts(pathname: string, store = STORE): DocumentScripts {
  const own = kindOf(pathname, store);
  if (own) return { storedWhole: true };
  if (own === null) return { storedWhole: false, hashes: [] };
  return { storedWhole: false, hashes: kindOf(NOT_FOUND_DOCUMENT, store) ?? [] };
}
