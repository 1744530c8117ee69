// Server-only settings: secrets that must never reach the browser bundle (importing this from a
// client component fails the build). Browser-safe settings: lib/env.ts.
import 'server-only';
import { envProblems, requiredText, type EnvProblem } from './env';

/**
 * The service-role (secret) key, for the rare server code that must bypass RLS. Read when used,
 * so a deployment that never needs it may leave it unset.
 */
export function serviceRoleKey(): string {
  const problems: EnvProblem[] = [];
  const key = requiredText('SUPABASE_SERVICE_ROLE_KEY', process.env.SUPABASE_SERVICE_ROLE_KEY, problems);
  if (problems.length > 0) throw new Error(envProblems(problems, 'run `npm run db:start` or set it on the server'));
  return key;
}
