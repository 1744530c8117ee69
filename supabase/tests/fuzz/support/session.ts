// Real sessions for the fuzz suite: people signed up on the Jest stack and signed in through
// @supabase/ssr exactly as the app's browser client does, so the actions read a genuine
// `sb-<ref>-auth-token` cookie. The app's settings point at the Jest stack.
import { createServerClient } from '@supabase/ssr';
import { stackEnv } from '@conecta/supabase-local/testing';
import { serverRealtimeOptions } from '@/lib/supabase/realtime-transport';
import { signUpAs, type Person } from '../../helpers';
import type { Cookie } from './next-mocks';

process.env.NEXT_PUBLIC_SUPABASE_URL = stackEnv.url;
process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = stackEnv.publishableKey;
process.env.SUPABASE_SERVICE_ROLE_KEY = stackEnv.secretKey;

/** Signs in through @supabase/ssr and returns the cookies it writes (base64 session, chunked when long). */
export async function sessionCookies(email: string, password: string): Promise<Cookie[]> {
  const jar = new Map<string, string>();
  const client = createServerClient(stackEnv.url, stackEnv.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    realtime: serverRealtimeOptions(),
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  if (jar.size === 0) throw new Error(`sign-in of ${email} wrote no session cookie`);
  return [...jar].map(([name, value]) => ({ name, value }));
}

export type Actor = Person & { cookies: Cookie[] };

/** A new person of `category` (null: none chosen yet), with session cookies. */
export async function newActor(category: string | null, tag: string): Promise<Actor> {
  const person = await signUpAs(category, tag);
  return { ...person, cookies: await sessionCookies(person.email, person.password) };
}
