// The Content-Security-Policy of every page (docs/security.md, "Browser headers"). The proxy makes a
// fresh nonce per request and puts the policy on both the forwarded request (Next.js reads the
// nonce from it and stamps every script it renders for that request) and the response.
//
// Scripts: our own files ('self', the build's chunks), inline scripts that carry the nonce (all
// that Next.js renders for the request), and React's fixed script in every stored shell, written at
// build time, by hash (SHELL_SCRIPT_HASHES). A document stored whole (the not-found page an unknown
// address is answered with among them) has no nonce: it carries a second policy of its own,
// `script-src 'self'` and the hashes of its inline scripts, written by the page cache
// (lib/http/page-cache-handler.cjs), and the browser enforces both; this one then leaves inline
// scripts to that one ('unsafe-inline', which only a script allowed by both policies passes).
// No inline event handler runs: the stored document's policy allows none.
// Images: the app and the Supabase project's Storage (plus data:/blob: for previews of a file being
// chosen). Connections: the app, the Supabase project (HTTPS and Realtime's WebSocket) and ViaCEP.

import { VIACEP_ORIGIN } from '@/lib/forms/cep-lookup';

export const CSP_HEADER = 'content-security-policy';

/** sha256 of the inline scripts React writes into a stored shell (fixed code, never user data). */
export const SHELL_SCRIPT_HASHES = [
  // requestAnimationFrame(function(){$RT=performance.now()});
  'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=',
] as const;

export type PolicyInput = {
  nonce: string;
  supabaseUrl: string;
  development: boolean;
  /** The document is one stored whole, which brings its own script policy (lib/http/stored-documents.ts). */
  storedWhole?: boolean;
};

/** A base64 nonce of 128 random bits. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({ nonce, supabaseUrl, development, storedWhole = false }: PolicyInput): string {
  const supabase = new URL(supabaseUrl);
  const origin = supabase.origin;
  const socket = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': storedWhole
      ? ["'self'", "'unsafe-inline'"]
      : [
          "'self'",
          `'nonce-${nonce}'`,
          ...SHELL_SCRIPT_HASHES.map((hash) => `'${hash}'`),
          // React's development build evaluates code for its debugging tools.
          ...(development ? ["'unsafe-eval'"] : []),
        ],
    // Radix and sonner position elements with style attributes: styles stay open, scripts do not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', `${origin}/storage/v1/`],
    'media-src': ["'self'", 'blob:', `${origin}/storage/v1/`],
    'font-src': ["'self'"],
    // The CEP lookup asks ViaCEP from the browser (docs/product/forms.md).
    'connect-src': ["'self'", origin, socket, VIACEP_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (!development && supabase.protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
