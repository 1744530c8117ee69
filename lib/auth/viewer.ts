// Who is asking, from an access token's claims: id, e-mail and the profile gate claim. The server
// takes the claims from a verified token (lib/data/viewer.ts); the browser reads them from the
// session it already holds (components/layout/viewer-provider.tsx), for display only: what a
// person may read or write is decided by the proxy and by RLS, never by these claims in a browser.
import { readAssurance, type Assurance } from './assurance-claim';
import { readGateClaim, type GateClaim } from './gate-claim';

export type Viewer = {
  id: string;
  email: string | null;
  gate: GateClaim | null;
  /**
   * The profile category (null: none chosen or no profile): from the gate claim here, from the
   * database once a page guard has checked the page (authority is never the token's).
   */
  category: string | null;
  /** The session's assurance level and whether the account has two-step verification. */
  assurance: Assurance;
};

/** The viewer the claims describe, or null without a subject. */
export function viewerFromClaims(claims: unknown): Viewer | null {
  if (!claims || typeof claims !== 'object') return null;
  const { sub, email } = claims as { sub?: unknown; email?: unknown };
  if (typeof sub !== 'string' || sub === '') return null;
  const gate = readGateClaim(claims);
  return {
    id: sub,
    email: typeof email === 'string' ? email : null,
    gate,
    category: gate?.category ?? null,
    assurance: readAssurance(claims),
  };
}

/**
 * The payload of a JWT, unverified (null when it is not one). Only for a token the caller already
 * trusts to be its own session's: it reads the claims, it does not check them.
 */
export function decodeTokenPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}
