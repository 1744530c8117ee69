// A page request as a signed-in browser makes it (document GET with the session cookie), and what
// counts as a good answer: 200 with the page itself, not an error state streamed into it.
import { REQUEST_TIMEOUT_MS } from './config';

/** Text of the app's error states (components/layout/route-error.tsx, Next's own fallbacks). */
export const ERROR_MARKERS = [
  'Não foi possível carregar esta página',
  'Application error',
  'Internal Server Error',
  'This page could not be found',
];

export type PageAnswer = { status: number; body: string; ms: number };

export async function getPage(baseUrl: string, path: string, cookie: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<PageAnswer> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: 'text/html' },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - t0 };
}

/** Throws unless the page answered 200 without an error state. */
export async function expectPage(baseUrl: string, path: string, cookie: string): Promise<void> {
  const { status, body } = await getPage(baseUrl, path, cookie);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const marker = ERROR_MARKERS.find((m) => body.includes(m));
  if (marker) throw new Error(`${path} showed "${marker}"`);
}
