// The schema cache: tables, views, columns, keys, relationships and functions of the exposed
// schemas, read from pg_catalog. The Data API validates every identifier against it; realtime
// and the type generator read it too. Reloaded after migrations and on NOTIFY pgrst.
import type { Sql } from 'postgres';

export type Column = {
  name: string;
  type: string; // pg type name as in pg_type.typname (int4, text, _text, my_enum ...)
  typeSchema: string;
  nullable: boolean;
  hasDefault: boolean;
  isGenerated: boolean;
  isIdentity: boolean;
  position: number;
  /** False for a view column that cannot be written through the view (an expression). */
  isUpdatable?: boolean;
  enumValues: string[] | null;
  elementType: string | null; // for arrays: typname of the element
};

export type ForeignKey = {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
};

export type Relation = {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table';
  columns: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
  insertable: boolean;
  /** A table, or a view PostgreSQL can update and delete through (an auto-updatable view). */
  updatable?: boolean;
  replicaIdentityFull: boolean;
};

export type FunctionArg = { name: string; type: string; hasDefault: boolean; mode: 'i' | 'o' | 'b' | 'v' | 't' };

export type DbFunction = {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnTypeSchema: string;
  returnsSet: boolean;
  returnsComposite: boolean; // a table row type or record
  returnRelation: string | null; // "schema.table" when it returns a table's row type
  volatility: 'i' | 's' | 'v';
  isVariadic: boolean;
};

export type SchemaCache = {
  relations: Map<string, Relation>; // key "schema.name"
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>; // key "schema.name" (overloads)
  enums: Map<string, string[]>; // key "schema.typname"
  loadedAt: number;
};

export const relKey = (schema: string, name: string) => `${schema}.${name}`;

export async function loadSchemaCache(sql: Sql, schemas: string[]): Promise<SchemaCache> {
  const wanted = [...new Set([...schemas, 'storage', 'auth'])];
  const rels = await sql<any[]>`
    select n.nspname as schema, c.relname as name, c.relkind as kind, c.relreplident as replident,
           c.oid::int as oid, (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any(${wanted}) and c.relkind in ('r','p','v','m','f')`;
  const cols = await sql<any[]>`
    select n.nspname as schema, c.relname as rel, a.attname as name, a.attnum as position,
           t.typname as type, tn.nspname as type_schema, not a.attnotnull as nullable,
           a.atthasdef as has_default, a.attgenerated <> '' as is_generated,
           a.attidentity <> '' as is_identity,
           c.relkind in ('r','p') or pg_column_is_updatable(c.oid, a.attnum, false) as is_updatable,
           case when t.typtype = 'e' then (select array_agg(e.enumlabel order by e.enumsortorder)
                                           from pg_enum e where e.enumtypid = t.oid) end as enum_values,
           et.typname as element_type
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    join pg_namespace tn on tn.oid = t.typnamespace
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = any(${wanted}) and c.relkind in ('r','p','v','m','f')
      and a.attnum > 0 and not a.attisdropped
    order by a.attnum`;
  const cons = await sql<any[]>`
    select con.conname as name, con.contype as type, n.nspname as schema, c.relname as rel,
           array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
           fn.nspname as ref_schema, fc.relname as ref_rel,
           array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as ref_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class fc on fc.oid = con.confrelid
    left join pg_namespace fn on fn.oid = fc.relnamespace
    where n.nspname = any(${wanted}) and con.contype in ('p','u','f')`;
  const fns = await sql<any[]>`
    select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
           coalesce(p.proargnames, '{}') as arg_names,
           coalesce(array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
                          join pg_type t on t.oid = x.oid order by x.i), '{}') as arg_types,
           coalesce(p.proargmodes::text[], '{}') as arg_modes, p.pronargs as nargs, p.pronargdefaults as ndefaults,
           rt.typname as return_type, rtn.nspname as return_type_schema, rt.typtype as return_typtype,
           rc.relname as return_rel, p.provariadic <> 0 as is_variadic
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    join pg_namespace rtn on rtn.oid = rt.typnamespace
    left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r','p','v','m','f')
    where n.nspname = any(${schemas}) and p.prokind = 'f'`;
  const enumRows = await sql<any[]>`
    select n.nspname as schema, t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = any(${wanted}) group by 1, 2`;

  const relations = new Map<string, Relation>();
  const kinds: Record<string, Relation['kind']> = { r: 'table', p: 'table', v: 'view', m: 'materialized_view', f: 'foreign_table' };
  for (const r of rels) {
    relations.set(relKey(r.schema, r.name), {
      schema: r.schema,
      name: r.name,
      kind: kinds[r.kind],
      columns: new Map(),
      primaryKey: [],
      uniques: [],
      insertable: r.kind === 'r' || r.kind === 'p' || r.kind === 'v',
      updatable: r.updatable,
      replicaIdentityFull: r.replident === 'f',
    });
  }
  for (const c of cols) {
    const rel = relations.get(relKey(c.schema, c.rel));
    if (!rel) continue;
    rel.columns.set(c.name, {
      name: c.name,
      type: c.type,
      typeSchema: c.type_schema,
      nullable: c.nullable,
      hasDefault: c.has_default,
      isGenerated: c.is_generated,
      isIdentity: c.is_identity,
      position: c.position,
      isUpdatable: c.is_updatable,
      enumValues: c.enum_values,
      elementType: c.element_type,
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const k of cons) {
    const rel = relations.get(relKey(k.schema, k.rel));
    if (!rel) continue;
    if (k.type === 'p') rel.primaryKey = k.columns;
    else if (k.type === 'u') rel.uniques.push(k.columns);
    else if (k.type === 'f' && k.ref_rel) {
      foreignKeys.push({
        name: k.name,
        schema: k.schema,
        table: k.rel,
        columns: k.columns,
        refSchema: k.ref_schema,
        refTable: k.ref_rel,
        refColumns: k.ref_columns,
      });
    }
  }
  const functions = new Map<string, DbFunction[]>();
  for (const f of fns) {
    const modes: string[] = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
    const nIn = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inIndex = 0;
    const args: FunctionArg[] = f.arg_types.map((type: string, i: number) => {
      const mode = modes[i] as FunctionArg['mode'];
      const isIn = mode === 'i' || mode === 'b' || mode === 'v';
      const hasDefault = isIn && inIndex++ >= nIn - f.ndefaults;
      return { name: f.arg_names[i] ?? '', type, hasDefault, mode };
    });
    const fn: DbFunction = {
      schema: f.schema,
      name: f.name,
      args,
      returnType: f.return_type,
      returnTypeSchema: f.return_type_schema,
      returnsSet: f.returns_set,
      returnsComposite: f.return_typtype === 'c' || f.return_type === 'record',
      returnRelation: f.return_rel ? relKey(f.return_type_schema, f.return_rel) : null,
      volatility: f.volatility,
      isVariadic: f.is_variadic,
    };
    const key = relKey(f.schema, f.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }
  const enums = new Map<string, string[]>();
  for (const e of enumRows) enums.set(relKey(e.schema, e.name), e.labels);
  return { relations, foreignKeys, functions, enums, loadedAt: Date.now() };
}
