// The `gate` claim the custom access token hook adds to every access token (docs/product/routes.md).
// Read defensively: a token is data from outside, and a malformed claim must not crash the proxy.

export type GateClaim = {
  category: string | null;
  type: string | null;
  onboarding_completed: boolean;
  /** Names of the non-empty columns among the hirer required fields. */
  filled: string[];
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * Returns the claim, or null when the user has no profile (`gate: null`), the claim is missing
 * or it is not an object. A missing profile counts as incomplete (docs/product/routes.md, rule 2).
 */
export function readGateClaim(claims: unknown): GateClaim | null {
  if (!claims || typeof claims !== 'object') return null;
  const gate = (claims as { gate?: unknown }).gate;
  if (!gate || typeof gate !== 'object' || Array.isArray(gate)) return null;
  const raw = gate as Record<string, unknown>;
  return {
    category: textOrNull(raw.category),
    type: textOrNull(raw.type),
    onboarding_completed: raw.onboarding_completed === true,
    filled: Array.isArray(raw.filled) ? raw.filled.filter((f): f is string => typeof f === 'string') : [],
  };
}
