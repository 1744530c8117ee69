// Real sessions for the fuzz suite: people signed up on the Jest stack and signed in through
// @supabase/ssr exactly as the app's browser client does, so the actions read a genuine
// `sb-<ref>-auth-token` cookie. The app's settings point at the Jest stack.
import { stackEnv } from '@conecta/supabase-local/testing';
import { sessionCookies } from '../../../../e2e/support/supabase-clients';
import { signUpAs, type Person } from '../../helpers';
import type { Cookie } from './next-mocks';

process.env.NEXT_PUBLIC_SUPABASE_URL = stackEnv.url;
process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = stackEnv.publishableKey;
process.env.SUPABASE_SERVICE_ROLE_KEY = stackEnv.secretKey;

export type Actor = Person & { cookies: Cookie[] };

/** A new person of `category` (null: none chosen yet), with session cookies. */
export async function newActor(category: string | null, tag: string): Promise<Actor> {
  const person = await signUpAs(category, tag);
  return {
    ...person,
    cookies: await sessionCookies(person.email, { url: stackEnv.url, key: stackEnv.publishableKey, password: person.password }),
  };
}
