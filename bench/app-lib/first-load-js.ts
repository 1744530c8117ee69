// First-load JavaScript of each page route of the build: the JS files referenced by the HTML as
// served (<script src>), each gzipped as `next start` compresses it, summed per route.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const MANIFEST = path.join(__dirname, '..', '..', '.next', 'app-path-routes-manifest.json');

export type RouteJs = { route: string; status: number; files: number; gzip_bytes: number };

/** Page routes without parameters, from the build's manifest ('/_…' internals left out). */
export function pageRoutes(): string[] {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([file, route]) => file.endsWith('/page') && !route.includes('[') && !route.startsWith('/_'))
    .map(([, route]) => route)
    .sort();
}

/**
 * Every `<script src>` of a document, in order. `skipNoModule`: without the legacy polyfills
 * (`noModule`), which a modern browser never runs.
 */
export const scriptSources = (html: string, { skipNoModule = false } = {}): string[] =>
  [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)]
    .filter((m) => !skipNoModule || !/\bnoModule\b/i.test(m[0]))
    .map((m) => m[1].replace(/&amp;/g, '&'));

export async function measureRoutes(
  baseUrl: string,
  routes: string[],
  cookieFor: (route: string) => string | undefined,
): Promise<RouteJs[]> {
  const sizes = new Map<string, number>();
  const gzipSize = async (src: string): Promise<number> => {
    const cached = sizes.get(src);
    if (cached !== undefined) return cached;
    const res = await fetch(new URL(src, baseUrl), { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    const size = zlib.gzipSync(Buffer.from(await res.arrayBuffer())).length;
    sizes.set(src, size);
    return size;
  };
  const results: RouteJs[] = [];
  for (const route of routes) {
    const cookie = cookieFor(route);
    const res = await fetch(new URL(route, baseUrl), {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status !== 200) {
      results.push({ route, status: res.status, files: 0, gzip_bytes: 0 });
      continue;
    }
    const files = [...new Set(scriptSources(await res.text()))];
    let total = 0;
    for (const src of files) total += await gzipSize(src);
    results.push({ route, status: 200, files: files.length, gzip_bytes: total });
  }
  return results;
}
