// Storage states with a demo account's session, written once per run by the global setup so
// specs start signed in without going through the login form each time (docs/how-to/add-a-test.md).
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_ROLES, type DemoRole } from './accounts';
import { sessionCookies, type SessionCookie } from './supabase-clients';
import { creatorWithTwoStep } from './two-step';

// Inside Playwright's output folder: emptied at the start of every run, git-ignored.
const STATE_DIR = path.join(__dirname, '..', '..', 'test-results', '.auth');

/** A demo account, or 'secondStep': a creator with two-step verification signed in with the password only (aal1). */
export type StateRole = DemoRole | 'secondStep';

export const storageStatePath = (role: StateRole): string => path.join(STATE_DIR, `${role}.json`);

/** A Playwright storage state holding session cookies for the app on localhost. */
export function storageStateOf(cookies: SessionCookie[]) {
  return {
    cookies: cookies.map(({ name, value }) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

export async function writeStorageStates(): Promise<void> {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const write = (role: StateRole, cookies: SessionCookie[]) =>
    fs.writeFileSync(storageStatePath(role), JSON.stringify(storageStateOf(cookies), null, 2));
  await Promise.all([
    ...DEMO_ROLES.map(async (role) => write(role, await sessionCookies(DEMO_ACCOUNTS[role].email))),
    (async () => {
      const account = await creatorWithTwoStep('second-step-state');
      write('secondStep', await sessionCookies(account.email, { password: account.password }));
    })(),
  ]);
}
