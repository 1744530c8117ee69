// What /profile shows of the account's authenticator apps (docs/product/two-step.md). Pure.
import { PLATFORM_TIME_ZONE } from '@/lib/format/relative-time';

/** GoTrue's factor, as supabase-js lists it (the fields the screen uses). */
export type FactorRow = { id: string; friendly_name?: string; factor_type: string; status: string; created_at: string };

export type AppEntry = { id: string; name: string; addedOn: string; verified: boolean };

const ADDED_ON = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: PLATFORM_TIME_ZONE });

/** The authenticator apps (TOTP factors), oldest first, with a name even when none was given. */
export function appEntries(factors: readonly FactorRow[]): AppEntry[] {
  return factors
    .filter((f) => f.factor_type === 'totp')
    .toSorted((a, b) => a.created_at.localeCompare(b.created_at))
    .map((f, i) => ({
      id: f.id,
      name: f.friendly_name?.trim() || `Aplicativo ${i + 1}`,
      addedOn: ADDED_ON.format(new Date(f.created_at)),
      verified: f.status === 'verified',
    }));
}

/** The secret as apps ask for it when typed: groups of four letters. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
