// Writes the local stack's URL and keys to .env.local when that file does not exist yet,
// so the app finds them; an existing .env.local (e.g. a hosted project) is never touched.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config';
import type { StackKeys } from './keys';

export function localEnv(url: string, keys: StackKeys) {
  return {
    NEXT_PUBLIC_SUPABASE_URL: url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.secretKey,
  };
}

export function writeEnvLocalIfAbsent(url: string, keys: StackKeys): string | null {
  const file = path.join(projectRoot, '.env.local');
  if (fs.existsSync(file)) return null;
  const lines = [
    '# Written by the local Supabase stack (supabase/local). Local-only keys; see README.',
    ...Object.entries(localEnv(url, keys)).map(([k, v]) => `${k}=${v}`),
    '',
  ];
  fs.writeFileSync(file, lines.join('\n'), { mode: 0o600 });
  return file;
}
