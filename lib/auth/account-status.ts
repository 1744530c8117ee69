// What the database says about the signed-in account, as the page guards and the administrators'
// actions ask it (issue 7: blocked accounts, stale authority). The access token's claims can be
// an hour old; these answers come from one read of the caller's own profile row. Pure.
import { CATEGORY_ADMIN } from '@/lib/constants';

/** The columns of the caller's profile these rules read (null: no profile). */
export type AccountRow = { category: string | null; is_blocked: boolean | null } | null | undefined;

/** A blocked account may not use the app: it is signed out at its next page. */
export function isBlockedAccount(row: AccountRow): boolean {
  return row?.is_blocked === true;
}

/** The administrator role, as RLS checks it (public.is_admin): category administrador, not blocked. */
export function isActiveAdministrator(row: AccountRow): boolean {
  return row?.category === CATEGORY_ADMIN && row.is_blocked === false;
}

/** The route handler that ends a blocked account's session and sends it to /login with the reason. */
export const BLOCKED_ACCOUNT_SIGN_OUT_PATH = '/auth/conta-bloqueada';
