// Where the page guards send an account that an administrator blocked while it was signed in
// (lib/auth/page-access.ts). A Server Component cannot clear cookies, this handler can: it checks
// the block in the database, ends the session on this device and answers /login with the
// 'Sua conta está bloqueada' toast. Anyone else is sent on without being signed out, so a link
// to this address cannot sign people out.
import { NextResponse, type NextRequest } from 'next/server';
import { isBlockedAccount } from '@/lib/auth/account-status';
import { ACCOUNT_BLOCKED, loginPathFor } from '@/lib/auth/login-reason';
import { isRouterFetch, loadAsDocument } from '@/lib/http/router-fetch';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

export async function GET(request: NextRequest) {
  if (isRouterFetch(request)) return loadAsDocument();
  const to = (path: string) => {
    const response = NextResponse.redirect(new URL(path, request.url), 303);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };
  const supabase = await createClient();
  const { data: claims } = await supabase.auth.getClaims();
  const userId = claims?.claims?.sub;
  if (!userId) return to(ROUTES.login);
  const { data: profile, error } = await supabase.from('profiles').select('category, is_blocked').eq('id', userId).maybeSingle();
  if (error || !isBlockedAccount(profile)) return to(ROUTES.feed);
  // Auth already deleted every session of the account; this removes the cookies here.
  await supabase.auth.signOut({ scope: 'local' });
  return to(loginPathFor(ACCOUNT_BLOCKED));
}
