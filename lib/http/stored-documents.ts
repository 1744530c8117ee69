// The documents Next.js serves as stored whole, for the proxy's Content-Security-Policy
// (docs/security.md, "Browser headers"). A page prerendered whole ('/', /login, /feed...) is sent as
// stored, with its data and bootstrap scripts inline and no per-request nonce. It carries its own
// script policy, by hash, in the headers the page cache gives it (page-cache-handler.cjs), with
// whichever copy is served, so the proxy's policy leaves its inline scripts to that one. A page with
// a per-request part gets the nonce, and its stored shell holds only React's fixed script.
//
// Whether a route is stored whole is fixed by the build: the page cache records it as it hands
// pages out, and before it has (the first request after a start) the build's stored file says.
// An address that matches no route of the build is answered with the stored not-found page, which
// brings its own policy the same way: its copies differ by address (Next.js writes the address into
// the page's data), so no list of hashes made before the page is read could stand for them. An
// address of a route with a parameter (`/contrato/[id]`) renders per request, with the nonce.
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

type RoutesManifest = { staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { regex: string }[] };

/** The routes of a build: each static page with its pattern, and every route's pattern ignoring case. */
type Routes = { pages: { page: string; pattern: RegExp }[]; loose: RegExp[] };

const routesByStore = new Map<string, Routes | null>();

/**
 * The routes of the build (pages and route handlers), from Next.js's routes-manifest.json beside
 * the store; null without a build (next dev). Read once per process.
 */
function routesOf(store: string): Routes | null {
  if (routesByStore.has(store)) return routesByStore.get(store)!;
  let routes: Routes | null = null;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(store, '..', '..', 'routes-manifest.json'), 'utf8')) as RoutesManifest;
    const statics = manifest.staticRoutes ?? [];
    routes = {
      pages: statics.map(({ page, regex }) => ({ page, pattern: new RegExp(regex) })),
      loose: [...statics, ...(manifest.dynamicRoutes ?? [])].map(({ regex }) => new RegExp(regex, 'i')),
    };
  } catch {
    // next dev, or no build yet.
  }
  routesByStore.set(store, routes);
  return routes;
}

/** Per static page of the build (so at most one entry per page, whatever addresses are asked). */
const built = new Map<string, Kind | undefined>();

/** From the store: the hashes of a page stored whole, null for a shell, undefined for no page. */
function fromBuild(page: string, store: string): Kind | undefined {
  const stored = storedDocumentFile(page, store);
  if (!stored) return undefined;
  if (built.has(stored)) return built.get(stored);
  let kind: Kind | undefined;
  try {
    const meta = fs.readFileSync(stored.replace(/\.html$/, '.meta'), 'utf8');
    kind = meta.includes('"postponed"') ? null : inlineScriptHashes(fs.readFileSync(stored, 'utf8'));
  } catch {
    // A route with no stored page (a route handler).
  }
  built.set(stored, kind);
  return kind;
}

/** What the page cache recorded for an address, else the build's stored file of its page (if any). */
function kindOf(pathname: string, page: string | undefined, store: string): Kind | undefined {
  const kind = recorded()?.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (kind !== undefined) return kind;
  return page === undefined ? undefined : fromBuild(page, store);
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Whether an address may be answered by a route of the build rather than the not-found page:
 * matched ignoring case and also percent-decoded, so an address that might reach a route never
 * counts as unknown.
 */
function mayMatchARoute(pathname: string, routes: Routes): boolean {
  return routes.loose.some((route) => route.test(pathname) || route.test(decoded(pathname)));
}

/** How the proxy's policy treats the inline scripts of the document served at an address. */
export type DocumentScripts = {
  /** A document stored whole, which brings its own script policy; otherwise the nonce covers its scripts. */
  storedWhole: boolean;
};

export function documentScripts(pathname: string, store = STORE): DocumentScripts {
  const routes = routesOf(store);
  if (!routes) return { storedWhole: false };
  const page = routes.pages.find(({ pattern }) => pattern.test(pathname))?.page;
  const own = kindOf(pathname, page, store);
  if (own !== undefined) return { storedWhole: own !== null };
  if (mayMatchARoute(pathname, routes)) return { storedWhole: false };
  return { storedWhole: Boolean(kindOf(NOT_FOUND_DOCUMENT, NOT_FOUND_DOCUMENT, store)) };
}
