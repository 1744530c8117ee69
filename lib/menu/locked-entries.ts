// Which sidebar entries a signed-in person cannot open yet (docs/product/menu.md, "Locked
// entries"). The rule is the gate's own: an entry is locked exactly when the proxy would send its
// route elsewhere for this profile (lib/auth/gate.ts), so the menu never shows as open a page the
// proxy would turn away. In practice that is a hirer whose company profile is incomplete: only
// /profile-empresa stays open. Choosing a locked entry shows 'Perfil incompleto' with the fields
// still missing instead of a silent redirect.
import { resolveGate } from '@/lib/auth/gate';
import type { GateClaim } from '@/lib/auth/gate-claim';
import { AGENCY_REQUIRED_FIELDS, BRAND_REQUIRED_FIELDS, missingFieldsOfFilled, type RequiredField } from '@/lib/profile/completeness';

/** True when the gate would redirect a signed-in person with this claim away from `href`. */
export function isEntryLocked(href: string, gate: GateClaim | null): boolean {
  return resolveGate(href, true, gate) !== null;
}

const COMMON_FIELDS: readonly RequiredField[] = BRAND_REQUIRED_FIELDS.filter((field) => AGENCY_REQUIRED_FIELDS.includes(field));

/**
 * The fields the 'Perfil incompleto' toast lists for a locked entry: the required fields still
 * empty for the hirer's type; without a type yet, those both types require.
 */
export function pendingFieldsForLock(gate: GateClaim | null): RequiredField[] {
  if (!gate) return [];
  if (gate.type) return missingFieldsOfFilled(gate.type, gate.filled);
  const filled = new Set(gate.filled);
  return COMMON_FIELDS.filter((field) => !filled.has(field));
}

export type EntryLocks = { locked: ReadonlySet<string>; pendingFields: RequiredField[] };

/** The locked hrefs among `hrefs`, and the fields to name when one is chosen. */
export function entryLocks(hrefs: readonly string[], gate: GateClaim | null): EntryLocks {
  const locked = new Set(hrefs.filter((href) => isEntryLocked(href, gate)));
  return { locked, pendingFields: locked.size > 0 ? pendingFieldsForLock(gate) : [] };
}
