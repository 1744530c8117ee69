// Stack log lines a developer must see even without --verbose / STACK_VERBOSE: failures that
// break sign-in for everyone (a custom access token hook that cannot run as supabase_auth_admin).
export const HOOK_FAILURE_PREFIX = '[auth] custom access token hook';

export function isAlert(message: string): boolean {
  return message.startsWith(HOOK_FAILURE_PREFIX);
}
