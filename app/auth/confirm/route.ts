// The link of an Auth e-mail lands here (lib/auth/confirm-link.ts): the PKCE code is exchanged
// for a session (the code verifier is in this browser's cookies, @supabase/ssr), or a token hash
// is verified; the session cookies are set and the user goes on to `next` (the recovery form), where
// the proxy's gate takes over. An expired, used or foreign link ends on a page that says so.
import { NextResponse, type NextRequest } from 'next/server';
import { invalidLinkTarget, readConfirmLink } from '@/lib/auth/confirm-link';
import { isRouterFetch, loadAsDocument } from '@/lib/http/router-fetch';
import { createClient } from '@/lib/supabase/server';

export async function GET(request: NextRequest) {
  if (isRouterFetch(request)) return loadAsDocument();
  const to = (path: string) => {
    const response = NextResponse.redirect(new URL(path, request.url), 303);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };
  const link = readConfirmLink(request.nextUrl.searchParams);
  if (link.kind === 'invalid') return to(invalidLinkTarget(link));
  const supabase = await createClient();
  const { error } =
    link.kind === 'code'
      ? await supabase.auth.exchangeCodeForSession(link.code)
      : await supabase.auth.verifyOtp({ type: link.type, token_hash: link.tokenHash });
  if (error) return to(invalidLinkTarget(link));
  return to(link.next);
}
