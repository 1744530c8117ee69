// lib/database.types.ts must be what `npm run db:types` writes for the migrated schema: the app
// compiles against it, so a migration without regenerated types would let stale types through.
// The test stack's own database also holds the local stack's test fixtures, so the migrations are
// applied to a database of their own in the same cluster and the types generated from that.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { generateTypes, loadConfig, loadSchemaCache, migrate } from '@conecta/supabase-local';
import { roleSql, stackEnv } from '@conecta/supabase-local/testing';

const COMMITTED = path.join(__dirname, '..', '..', 'lib', 'database.types.ts');

/** The first line where two texts differ, for a message that says where to look. */
function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}:\n  committed: ${JSON.stringify(left[at] ?? '(end of file)')}\n  generated: ${JSON.stringify(right[at] ?? '(end of file)')}`;
}

test('lib/database.types.ts matches the schema of supabase/migrations', async () => {
  const admin = roleSql('supabase_admin'); // the platform's owner of a new database is the superuser, as on hosted
  const database = `types_check_${crypto.randomUUID().slice(0, 8)}`;
  await admin.unsafe(`create database ${database}`);
  const url = new URL(stackEnv.dbUrl);
  url.pathname = `/${database}`;
  const connections: postgres.Sql[] = [];
  // The platform is applied as the superuser, the migrations as postgres, as the stack does.
  const connect = Object.assign(
    (role: string) => {
      const asRole = new URL(url);
      asRole.username = role;
      const conn = postgres(asRole.toString(), { max: 1, onnotice: () => {} });
      connections.push(conn);
      return conn;
    },
    { password: decodeURIComponent(url.password) },
  );
  const sql = connect('postgres');
  try {
    const config = { ...loadConfig(), seedPatterns: [] };
    await migrate(connect, config, { seed: false });
    const generated = generateTypes(await loadSchemaCache(sql, config.schemas), ['public']);
    const committed = fs.readFileSync(COMMITTED, 'utf8');
    if (generated !== committed) {
      throw new Error(
        'lib/database.types.ts is out of date with supabase/migrations: run `npm run db:types` and commit the file.\n' +
          `First difference at ${firstDifference(committed, generated)}`,
      );
    }
  } finally {
    await Promise.all(connections.map((conn) => conn.end()));
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}, 60_000);
