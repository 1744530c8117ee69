// What a subscriber may see of a change, decided by PostgreSQL: column SELECT privileges of the
// role, and on tables with RLS, for INSERT/UPDATE a `select 1 from table where pk = ...` run as
// the subscriber (as walrus, Supabase's change filter, does); for DELETE, which walrus does not
// filter, the table's SELECT policies for the role evaluated on the old row, as the subscriber.
// One query per table and claims covers every change of a batch and every subscriber sharing
// those claims.
import type { Sql } from 'postgres';
import { statementAsCaller } from '../db';
import type { Relation } from '../schema-cache';
import type { Stack } from '../types';
import type { ChannelAuth } from './channel-auth';

export type RelInfo = {
  /** Row security is enabled on the table. */
  rls: boolean;
  /** The role bypasses row security (service_role). */
  bypass: boolean;
  selectable: Set<string>;
  /** The role's SELECT policies combined into one condition on a row (`false` when none). */
  readPolicy: string;
};

type PolicyRow = { permissive: boolean; qual: string | null };

/** PostgreSQL's rule: any permissive policy lets a row through, every restrictive one must too. */
export function combinePolicies(policies: PolicyRow[]): string {
  const permissive = policies.filter((p) => p.permissive).map((p) => `(${p.qual ?? 'false'})`);
  const restrictive = policies.filter((p) => !p.permissive).map((p) => `(${p.qual ?? 'false'})`);
  if (permissive.length === 0) return 'false';
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
}

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
    const rows = await this.stack.sql<{ rls: boolean; bypass: boolean; name: string | null }[]>`
      select c.relrowsecurity as rls, coalesce((select rolbypassrls from pg_roles where rolname = ${role}), false) as bypass,
        a.attname::text as name
      from pg_class c
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and has_column_privilege(${role}, c.oid, a.attnum, 'SELECT')
      where c.oid = to_regclass(format('%I.%I', ${rel.schema}::text, ${rel.name}::text))`;
    const rls = rows[0]?.rls ?? true;
    const bypass = rows[0]?.bypass ?? false;
    const policies =
      rls && !bypass
        ? await this.stack.sql<PolicyRow[]>`
          select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual
          from pg_policy p
          where p.polrelid = to_regclass(format('%I.%I', ${rel.schema}::text, ${rel.name}::text))
            and p.polcmd in ('r', '*')
            and (p.polroles = '{0}' or exists (select 1 from unnest(p.polroles) r where pg_has_role(${role}, r, 'member')))
          order by p.polname`
        : [];
    const info: RelInfo = {
      rls,
      bypass,
      selectable: new Set(rows.flatMap((r) => (r.name ? [r.name] : []))),
      readPolicy: rls && !bypass ? combinePolicies(policies) : 'true',
    };
    this.cache.set(key, info);
    return info;
  }
}

/** `row`: is the row with this key in the table now; `old`: would the policy let the old row through. */
type Mode = { kind: 'row' } | { kind: 'old'; policy: string };

type Group = { rel: Relation; auth: ChannelAuth; mode: Mode; entries: Map<number, unknown>; visible: Set<number> };

export class VisibilityChecks {
  private groups = new Map<string, Group>();

  /** Registers "may these claims see change `index`?"; returns the key to ask visible() with. */
  request(rel: Relation, auth: ChannelAuth, index: number, record: Record<string, unknown>, mode: Mode = { kind: 'row' }): string {
    const key = `${mode.kind}\u0000${rel.schema}\u0000${rel.name}\u0000${auth.ctx.role}\u0000${auth.claimsKey}`;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { rel, auth, mode, entries: new Map(), visible: new Set() }));
    if (!group.entries.has(index)) group.entries.set(index, mode.kind === 'row' ? rel.primaryKey.map((k) => record[k] ?? null) : record);
    return key;
  }

  visible(key: string, index: number): boolean {
    return this.groups.get(key)?.visible.has(index) ?? false;
  }

  async run(sql: Sql, log: (m: string) => void): Promise<void> {
    await Promise.all(
      [...this.groups.values()].map((g) =>
        runGroup(sql, g).catch((e) => {
          // A role without SELECT on the table (or a broken policy) sees nothing, as in walrus.
          log(`realtime: RLS check on ${g.rel.schema}.${g.rel.name} as ${g.auth.ctx.role} failed: ${(e as Error).message}`);
        }),
      ),
    );
  }
}

function oldRowQuery(rel: Relation, policy: string): string {
  // The old row rebuilt as a row of the table, under the table's name, so the policy's column
  // references (qualified or not) read it; functions in the policy run as the subscriber.
  return `select (e.ord - 1)::int as i from jsonb_array_elements($1::text::jsonb) with ordinality as e(v, ord)
    where exists (select 1 from jsonb_populate_record(null::${ident(rel.schema)}.${ident(rel.name)}, e.v) as ${ident(rel.name)}
                  where ${policy})`;
}

async function runGroup(sql: Sql, g: Group) {
  const { rel } = g;
  if (g.mode.kind === 'old') {
    const indexes = [...g.entries.keys()];
    const values = indexes.map((i) => g.entries.get(i));
    const rows: { i: number }[] = await statementAsCaller(sql, g.auth.ctx, oldRowQuery(rel, g.mode.policy), [JSON.stringify(values)], {
      readOnly: true,
      prepare: false,
    });
    for (const r of rows) g.visible.add(indexes[r.i]);
    return;
  }
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
