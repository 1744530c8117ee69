// Applies the platform (as the superuser, platform.ts), then supabase/migrations/*.sql (each
// once, in order, recorded in supabase_migrations.schema_migrations as the CLI does) and the seed
// on a fresh database, as postgres: what `supabase db push` and `supabase db reset` run them as.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';
import { projectRoot, supabaseDir, type StackConfig } from './config';
import { applyPlatform, MIGRATION_ROLE, platformApplied, type Connect } from './platform';
import { seedFiles } from './seeds';

export type MigrationReport = { applied: string[]; seeded: string[] };

export function listMigrations(dir: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.split('_')[0], name: f.replace(/^\d+_/, '').replace(/\.sql$/, ''), file: path.join(dir, f) }));
}

export type MigrateOptions = {
  seed: boolean;
  /** SQL files applied after the migrations, as postgres too (test fixtures). */
  extraSql?: string[];
  /** Tells the user about an upgrade of an earlier local database. */
  notice?: (message: string) => void;
  /** The cluster is the stack's own: an earlier local layout may be upgraded in place. */
  upgrade?: boolean;
};

export async function migrate(connect: Connect, config: StackConfig, opts: MigrateOptions): Promise<MigrationReport> {
  let sql = connect(MIGRATION_ROLE);
  try {
    // The platform is applied when its files changed (or on a new or earlier database): that
    // needs the superuser, and postgres reconnects afterwards (its role may be new).
    if (!(await platformApplied(sql))) {
      await sql.end({ timeout: 1 });
      await applyPlatform(connect, opts.notice ?? (() => {}), { upgrade: opts.upgrade ?? false });
      sql = connect(MIGRATION_ROLE);
    }
    return await applyProject(sql, config, opts);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function applyProject(sql: Sql, config: StackConfig, opts: MigrateOptions): Promise<MigrationReport> {
  const done = new Set((await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version));
  const applied: string[] = [];
  for (const m of listMigrations(config.migrationsDir)) {
    if (done.has(m.version)) continue;
    const text = fs.readFileSync(m.file, 'utf8');
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values (${m.version}, ${m.name}, ${[text]})`;
      });
    } catch (e: any) {
      throw new Error(`migration ${path.basename(m.file)} failed: ${e.message}`);
    }
    applied.push(m.version);
  }
  for (const file of opts.extraSql ?? []) await sql.unsafe(fs.readFileSync(file, 'utf8'));
  const seeded: string[] = [];
  if (opts.seed) {
    const { files, unmatched } = seedFiles(config.seedPatterns, supabaseDir);
    for (const pattern of unmatched) opts.notice?.(`No seed files matched pattern: ${path.relative(projectRoot, pattern)}`);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const hash = crypto.createHash('sha256').update(text).digest('hex');
      // Recorded by its path in the project, as the CLI records supabase/seed.sql.
      const name = path.relative(projectRoot, file).split(path.sep).join('/');
      try {
        await sql.begin(async (tx) => {
          await tx.unsafe(text);
          await tx`insert into supabase_migrations.seed_files (path, hash) values (${name}, ${hash})
                   on conflict (path) do update set hash = excluded.hash`;
        });
      } catch (e: any) {
        throw new Error(`seed ${name} failed: ${e.message}`);
      }
      seeded.push(file);
    }
  }
  await sql`notify pgrst, 'reload schema'`;
  return { applied, seeded };
}
