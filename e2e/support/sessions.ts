// Puts a user's session cookies into a browser context, as if they had signed in there.
import type { BrowserContext } from '@playwright/test';
import { storageStateOf } from './auth-state';
import { sessionCookies } from './supabase-clients';

export async function signInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  await context.addCookies(storageStateOf(await sessionCookies(email, { password })).cookies);
}
