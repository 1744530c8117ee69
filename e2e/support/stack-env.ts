// Where the local stack the app under test uses lives, and its public key: from the environment
// or the .env.local the local stack writes when the web server starts.
import fs from 'node:fs';
import path from 'node:path';

function fromEnvFile(name: string): string | undefined {
  const file = path.join(__dirname, '..', '..', '.env.local');
  if (!fs.existsSync(file)) return undefined;
  return new RegExp(`^${name}=(.*)$`, 'm').exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim();
}

function setting(name: string): string {
  const value = process.env[name] ?? fromEnvFile(name);
  if (!value) throw new Error(`${name} is not set and .env.local has none: start the app on the local stack first.`);
  return value;
}

export const stackUrl = (): string => setting('NEXT_PUBLIC_SUPABASE_URL').replace(/\/+$/, '');
export const publishableKey = (): string => setting('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY');
/** The service-role key, for test set-up that no user may do (blocking, demoting, profile fixtures). */
export const serviceRoleKey = (): string => setting('SUPABASE_SERVICE_ROLE_KEY');
