// Refuses to run the browser tests against anything but the local stack: they sign up users and
// change data. Then signs each demo account in once and saves its storage state (the web server
// is already up: Playwright starts it before the global setup).
import fs from 'node:fs';
import path from 'node:path';
import { writeStorageStates } from './auth-state';

export default async function globalSetup() {
  const envFile = path.join(__dirname, '..', '..', '.env.local');
  const fromFile = fs.existsSync(envFile) ? /^NEXT_PUBLIC_SUPABASE_URL=(.*)$/m.exec(fs.readFileSync(envFile, 'utf8'))?.[1] : undefined;
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL ?? fromFile;
  if (url && !/^https?:\/\/(127\.0\.0\.1|localhost):\d+\/?$/.test(url.trim())) {
    throw new Error(`e2e tests only run against the local Supabase stack, not ${url}`);
  }
  fs.mkdirSync(path.join(__dirname, '..', 'screenshots'), { recursive: true });
  await writeStorageStates();
}
