// What /profile shows of the account's authenticator apps (docs/product/two-step.md). Pure.
import { formatDate } from '@/lib/format/dates';

/** GoTrue's factor, as supabase-js lists it (the fields the screen uses). */
export type FactorRow = { id: string; friendly_name?: string; factor_type: string; status: string; created_at: string };

export type AppEntry = { id: string; name: string; addedOn: string; verified: boolean };

/** The authenticator apps (TOTP factors), oldest first, with a name even when none was given. */
export function appEntries(factors: readonly FactorRow[]): AppEntry[] {
  return factors
    .filter((f) => f.factor_type === 'totp')
    .toSorted((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
    .map((f, i) => ({
      id: f.id,
      name: f.friendly_name?.trim() || `Aplicativo ${i + 1}`,
      addedOn: formatDate(f.created_at, 'shortDate'),
      verified: f.status === 'verified',
    }));
}

/** The secret as apps ask for it when typed: groups of four letters. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
