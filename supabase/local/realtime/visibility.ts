// What a subscriber may see of a change, decided by PostgreSQL as walrus (Supabase's
// change filter) does: column SELECT privileges of the role, and for INSERT/UPDATE on tables
// with RLS a `select 1 from table where pk = ...` run as the subscriber. One query per table
// and claims covers every change of a batch and every subscriber sharing those claims.
import type { Sql } from 'postgres';
import { statementAsCaller } from '../db';
import type { Relation } from '../schema-cache';
import type { Stack } from '../stack';
import type { ChannelAuth } from './channel-auth';

export type RelInfo = { rls: boolean; selectable: Set<string> };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row security flag and selectable columns per (table, role); dropped when the schema reloads. */
export class RelationInfo {
  private cache = new Map<string, RelInfo>();
  private loadedAt = -1;

  constructor(private stack: Stack) {}

  private key(rel: Relation, role: string) {
    const loadedAt = this.stack.schema().loadedAt;
    if (loadedAt !== this.loadedAt) {
      this.cache.clear();
      this.loadedAt = loadedAt;
    }
    return `${role}\u0000${rel.schema}\u0000${rel.name}`;
  }

  async load(rel: Relation, role: string): Promise<RelInfo> {
    const key = this.key(rel, role);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const rows = await this.stack.sql<{ rls: boolean; name: string | null }[]>`
      select c.relrowsecurity as rls, a.attname::text as name
      from pg_class c
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and has_column_privilege(${role}, c.oid, a.attnum, 'SELECT')
      where c.oid = to_regclass(format('%I.%I', ${rel.schema}::text, ${rel.name}::text))`;
    const info: RelInfo = { rls: rows[0]?.rls ?? true, selectable: new Set(rows.flatMap((r) => (r.name ? [r.name] : []))) };
    this.cache.set(key, info);
    return info;
  }
}

type Group = { rel: Relation; auth: ChannelAuth; entries: Map<number, unknown[]>; visible: Set<number> };

export class VisibilityChecks {
  private groups = new Map<string, Group>();

  /** Registers "may these claims see change `index`?"; returns the key to ask visible() with. */
  request(rel: Relation, auth: ChannelAuth, index: number, record: Record<string, unknown>): string {
    const key = `${rel.schema}\u0000${rel.name}\u0000${auth.ctx.role}\u0000${auth.claimsKey}`;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { rel, auth, entries: new Map(), visible: new Set() }));
    if (!group.entries.has(index)) group.entries.set(index, rel.primaryKey.map((k) => record[k] ?? null));
    return key;
  }

  visible(key: string, index: number): boolean {
    return this.groups.get(key)?.visible.has(index) ?? false;
  }

  async run(sql: Sql, log: (m: string) => void): Promise<void> {
    await Promise.all([...this.groups.values()].map((g) => runGroup(sql, g).catch((e) => {
      // A role without SELECT on the table (or a broken policy) sees nothing, as in walrus.
      log(`realtime: RLS check on ${g.rel.schema}.${g.rel.name} as ${g.auth.ctx.role} failed: ${(e as Error).message}`);
    })));
  }
}

async function runGroup(sql: Sql, g: Group) {
  const { rel } = g;
  const match = rel.primaryKey.map((k, i) => {
    const col = rel.columns.get(k)!;
    return `t.${ident(k)} = (e.v->>${i})::${ident(col.typeSchema)}.${ident(col.type)}`;
  });
  const text = `select (e.ord - 1)::int as i from jsonb_array_elements($1::text::jsonb) with ordinality as e(v, ord)
    where exists (select 1 from ${ident(rel.schema)}.${ident(rel.name)} as t where ${match.join(' and ')})`;
  const indexes = [...g.entries.keys()];
  const values = indexes.map((i) => g.entries.get(i));
  const rows: { i: number }[] = await statementAsCaller(sql, g.auth.ctx, text, [JSON.stringify(values)], { readOnly: true });
  for (const r of rows) g.visible.add(indexes[r.i]);
}
