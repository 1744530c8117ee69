// The inline scripts of the documents Next.js stores whole (docs/security.md, "Browser headers").
// A page prerendered whole ('/', /login, /feed...) is sent as stored, with its data and bootstrap
// scripts inline and no per-request nonce: the policy allows exactly those scripts by sha256. A page
// with a per-request part gets the nonce, and its stored shell holds only React's fixed script.
//
// The page cache (page-cache-handler.cjs) records the hashes of every stored document it hands out
// or stores, regenerated ones included; before it has handed out a page (the first request after a
// start), the stored file is read: the copy an earlier run regenerated, or else the build's.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import PageCacheHandler from './page-cache-handler.cjs';

const { inlineScriptHashes, RECORD } = PageCacheHandler;
export { inlineScriptHashes };

const STORE = path.join(process.cwd(), '.next', 'server', 'app');
/** The page Next.js serves for an address no route matches. */
const NOT_FOUND_DOCUMENT = '/_not-found';

const recorded = (): Map<string, string[]> | undefined => (globalThis as Record<symbol, Map<string, string[]> | undefined>)[RECORD];

/** The stored file of a route ('/' is `index`); null for an address that cannot be one. */
export function storedDocumentFile(pathname: string, store = STORE): string | null {
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(pathname) || pathname.includes('..')) return null;
  const name = pathname === '/' ? 'index' : pathname.replace(/\/+$/, '').slice(1);
  return path.join(store, `${name}.html`);
}

const built = new Map<string, string[] | null>();

/**
 * The copies of stored pages that earlier runs of the server regenerated: Next.js 16 keeps them
 * apart from the build's files (`route-cache/APP_PAGE/<key>/$/<page>.html`, beside `app/`) and
 * serves them after a restart. Listed once per process (a page regenerated since is in the page
 * cache's record), the newest copy of each page.
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

/** From the store: the hashes of a page stored whole, [] for a shell, null for no page. */
function fromBuild(pathname: string, store: string): string[] | null {
  const stored = storedDocumentFile(pathname, store);
  if (!stored) return null;
  const known = built.get(stored);
  if (known !== undefined) return known;
  const file = regeneratedCopies(store).get(path.relative(store, stored).split(path.sep).join('/')) ?? stored;
  let hashes: string[] | null = null;
  try {
    const meta = fs.readFileSync(file.replace(/\.html$/, '.meta'), 'utf8');
    hashes = meta.includes('"postponed"') ? [] : inlineScriptHashes(fs.readFileSync(file, 'utf8'));
  } catch {
    // No stored page at that address (a dynamic route, an unknown address, next dev).
  }
  built.set(stored, hashes);
  return hashes;
}

const hashesOf = (pathname: string, store: string): string[] | null =>
  recorded()?.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? fromBuild(pathname, store);

/**
 * The script hashes the document served at `pathname` needs: its own when it is stored whole, none
 * when it renders per request, and the not-found page's for an address with no stored page of its
 * own (an unknown address is answered with the stored not-found page).
 */
export function documentScriptHashes(pathname: string, store = STORE): string[] {
  return hashesOf(pathname, store) ?? hashesOf(NOT_FOUND_DOCUMENT, store) ?? [];
}
