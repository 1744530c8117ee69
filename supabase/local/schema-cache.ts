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
  /** Inferred for a view from the foreign key of a table it selects from (PostgREST does so). */
  viaView?: boolean;
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
  /** foreignKeys plus the ones inferred for views from their base tables' (embedding uses these). */
  relationshipKeys: ForeignKey[];
  /** Functions taking one row of a table and returning a single value: its computed fields. */
  computedFields: Map<string, Map<string, ComputedField>>; // key "schema.table" → field name
  /** Role settings of the authenticator (pgrst.*), as PostgREST reads its in-database config. */
  settings: { aggregatesEnabled: boolean; postgisSchema: string | null };
  functions: Map<string, DbFunction[]>; // key "schema.name" (overloads)
  enums: Map<string, string[]>; // key "schema.typname"
  loadedAt: number;
};

export type ComputedField = { schema: string; name: string; type: string };

export const relKey = (schema: string, name: string) => `${schema}.${name}`;

export async function loadSchemaCache(sql: Sql, schemas: string[]): Promise<SchemaCache> {
  const wanted = [...new Set([...schemas, 'storage', 'auth'])];
  const rels = await sql<any[]>`
    select n.nspname as schema, c.relname as name, c.relkind as kind, c.relreplident as replident,
           c.oid::text as oid, (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
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
  // Each view column's origin (base table oid and column number), from the target list of the
  // view's _RETURN rule (resorigtbl/resorigcol, which PostgreSQL traces through subqueries).
  const viewRules = await sql<any[]>`
    select n.nspname as schema, c.relname as name, r.ev_action::text as action
    from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any(${schemas}) and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`;
  const roleSettings = await sql<any[]>`
    select coalesce(array_agg(x), '{}') as settings
    from pg_db_role_setting s, unnest(s.setconfig) x
    where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
      and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`;
  const postgis = await sql<any[]>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'postgis'`;
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
  const byOid = new Map<number, Relation>(rels.map((r) => [Number(r.oid), relations.get(relKey(r.schema, r.name))!]));
  const relationshipKeys = [...foreignKeys, ...viewForeignKeys(relations, byOid, foreignKeys, viewRules)];
  const computedFields = new Map<string, Map<string, ComputedField>>();
  for (const list of functions.values()) {
    for (const fn of list) {
      const ins = fn.args.filter((a) => a.mode === 'i' || a.mode === 'v');
      const rel = relations.get(relKey(fn.schema, ins[0]?.type ?? ''));
      if (ins.length !== 1 || fn.args.length !== 1 || !rel || fn.returnsSet || fn.returnType === 'void') continue;
      const key = relKey(rel.schema, rel.name);
      if (rel.columns.has(fn.name)) continue; // a column wins over a function of the same name
      if (!computedFields.has(key)) computedFields.set(key, new Map());
      computedFields.get(key)!.set(fn.name, { schema: fn.schema, name: fn.name, type: fn.returnType });
    }
  }
  const pgrst = new Map<string, string>(
    (roleSettings[0]?.settings ?? []).map((kv: string) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i), kv.slice(i + 1)] as [string, string];
    }),
  );
  const settings = {
    aggregatesEnabled: pgrst.get('pgrst.db_aggregates_enabled')?.toLowerCase() === 'true',
    postgisSchema: (postgis[0]?.schema as string | undefined) ?? null,
  };
  return { relations, foreignKeys, relationshipKeys, computedFields, settings, functions, enums, loadedAt: Date.now() };
}

const TARGET_ENTRY = /:resno (\d+) :resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false/g;

/** The base column behind each column of a view: "schema.table.column" → [[view, view column]]. */
function viewColumnSources(relations: Map<string, Relation>, byOid: Map<number, Relation>, viewRules: any[]) {
  const sources = new Map<string, [Relation, string][]>();
  for (const v of viewRules) {
    const view = relations.get(relKey(v.schema, v.name));
    if (!view) continue;
    const byPosition = new Map([...view.columns.values()].map((c) => [c.position, c.name]));
    const origin = new Map<string, string>(); // view column → base key (the last entry wins: the top-level target list)
    for (const m of String(v.action).matchAll(TARGET_ENTRY)) {
      const [, resno, resname, tbl, col] = m;
      const viewCol = byPosition.get(Number(resno));
      const base = byOid.get(Number(tbl));
      if (!viewCol || viewCol !== resname || !base || base === view) continue;
      const baseCol = [...base.columns.values()].find((c) => c.position === Number(col));
      if (baseCol) origin.set(viewCol, `${relKey(base.schema, base.name)}.${baseCol.name}`);
    }
    for (const [viewCol, base] of origin) sources.set(base, [...(sources.get(base) ?? []), [view, viewCol]]);
  }
  return sources;
}

/** Foreign keys between views and tables (and views and views) inferred from the base tables'. */
function viewForeignKeys(
  relations: Map<string, Relation>,
  byOid: Map<number, Relation>,
  foreignKeys: ForeignKey[],
  viewRules: any[],
): ForeignKey[] {
  const sources = viewColumnSources(relations, byOid, viewRules);
  if (!sources.size) return [];
  /** The relation itself and every view exposing all the columns (renamed as the view names them). */
  const sides = (schema: string, table: string, columns: string[]) => {
    const out: { schema: string; name: string; columns: string[] }[] = [{ schema, name: table, columns }];
    const views = new Map<Relation, string[]>();
    columns.forEach((c, i) => {
      for (const [view, viewCol] of sources.get(`${relKey(schema, table)}.${c}`) ?? []) {
        const cols = views.get(view) ?? [];
        if (cols.length === i) views.set(view, [...cols, viewCol]);
      }
    });
    for (const [view, cols] of views) if (cols.length === columns.length) out.push({ schema: view.schema, name: view.name, columns: cols });
    return out;
  };
  const out: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    for (const from of sides(fk.schema, fk.table, fk.columns)) {
      for (const to of sides(fk.refSchema, fk.refTable, fk.refColumns)) {
        if (from.name === fk.table && from.schema === fk.schema && to.name === fk.refTable && to.schema === fk.refSchema) continue;
        out.push({
          name: fk.name,
          viaView: true,
          schema: from.schema,
          table: from.name,
          columns: from.columns,
          refSchema: to.schema,
          refTable: to.name,
          refColumns: to.columns,
        });
      }
    }
  }
  return out;
}
