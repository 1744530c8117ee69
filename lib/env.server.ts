// Server-only settings: secrets that must never reach the browser bundle (importing this from a
// client component fails the build). Browser-safe settings: lib/env.ts.
import 'server-only';
import { z } from '@/lib/validation/zod';
import { envProblems } from './env';

const serverSchema = z.object({
  SUPABASE_SERVICE_ROLE_KEY: z.string({ error: 'is not set' }).trim().min(1, { error: 'is empty' }),
});

/**
 * The service-role (secret) key, for the rare server code that must bypass RLS. Read when used,
 * so a deployment that never needs it may leave it unset.
 */
export function serviceRoleKey(): string {
  const parsed = serverSchema.safeParse({ SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY });
  if (!parsed.success) throw new Error(envProblems(parsed.error, 'run `npm run db:start` or set it on the server'));
  return parsed.data.SUPABASE_SERVICE_ROLE_KEY;
}
