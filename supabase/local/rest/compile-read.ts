// Turns a parsed select tree into SQL: one subquery per node, embedded resources as LATERAL
// joins that yield JSON (objects for to-one, arrays for to-many), so PostgreSQL builds the whole
// response body.
import type { Field, NodeParams, OrderTerm, QueryParams, SelectItem } from './ast';
import { conditionSql, fieldSql, type ColumnInfo, type Scope } from './compile-filter';
import { RestError, notEmbedded, unsupported } from './errors';
import { findRelationship, isToOne, type Relationship } from './relationships';
import { Aliases, Params, aliasIdent, ident } from './sql';
import { relKey, type Relation, type SchemaCache } from '../schema-cache';

export type NodeSource = {
  label: string;
  /** FROM item without its alias: "public"."t", pgrst_source, "public"."fn"(...). */
  from: string;
  /** Column alias list written after the alias, e.g. for set-returning scalar functions. */
  columnList?: string;
  columns: Map<string, ColumnInfo>;
  relation: Relation | null;
};

export type Build = { cache: SchemaCache; params: Params; aliases: Aliases; query: QueryParams };

type Embed = {
  key: string;
  rel: Relationship;
  node: ReadNode;
  spread: boolean;
  toOne: boolean;
  lateral: string;
  joinSql: string;
  /** Referenced by the WHERE clause (inner join or rel=is.null): the count query needs it. */
  filtering: boolean;
};

export type ReadNode = {
  source: NodeSource;
  alias: string;
  path: string;
  select: string[];
  outputKeys: string[];
  groupBy: string[];
  embeds: Embed[];
  /** Extra FROM text (the junction join of a many-to-many embed). */
  extraFrom: string;
  where: string[];
  order: string[];
  limit?: number;
  offset?: number;
};

const MARKER = '"pgrst_m"';

/** What a scope needs to call the computed fields of a relation. */
export function computedOf(cache: SchemaCache, rel: Relation | null): Pick<Scope, 'computed' | 'rowType'> {
  if (!rel) return {};
  const computed = cache.computedFields.get(relKey(rel.schema, rel.name));
  return computed ? { computed, rowType: `${ident(rel.schema)}.${ident(rel.name)}` } : {};
}

function scopeOf(b: Build, node: ReadNode): Scope {
  return {
    ...computedOf(b.cache, node.source.relation),
    alias: node.alias,
    label: node.source.label,
    columns: node.source.columns,
    params: b.params,
    embedMarker: (key) => {
      const e = node.embeds.find((x) => x.key === key);
      if (!e) return null;
      e.filtering = true;
      return `${e.lateral}.${MARKER}`;
    },
  };
}

/** PostgREST's key for a JSON path: its last object key (data->1->a->>2 is "a"), else the column. */
function outputKey(field: Field) {
  const keys = field.path.filter((s) => !/^-?\d+$/.test(s.key));
  return keys.length ? keys[keys.length - 1].key : field.name;
}

export function buildNode(b: Build, source: NodeSource, items: SelectItem[], path: string): ReadNode {
  const node: ReadNode = {
    source,
    alias: b.aliases.next(),
    path,
    select: [],
    outputKeys: [],
    groupBy: [],
    embeds: [],
    extraFrom: '',
    where: [],
    order: [],
  };
  const scope = scopeOf(b, node);
  const counts: { key: string }[] = [];
  const plain: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      node.select.push(`${node.alias}.*`);
      const cols = [...source.columns.entries()].map(([name]) => name);
      node.outputKeys.push(...cols);
      plain.push(...cols.map((c) => `${node.alias}.${ident(c)}`));
    } else if (item.kind === 'field') {
      const key = item.alias ?? outputKey(item.field);
      if (path !== '' && item.field.name === 'count' && !item.field.path.length && !item.cast && !source.columns.has('count')) {
        counts.push({ key });
        node.select.push(`pg_catalog.count(*) AS ${aliasIdent(key)}`);
        node.outputKeys.push(key);
        continue;
      }
      if (item.agg) {
        // An aggregate: its key is the function's name unless aliased; the other fields group.
        const { fn, cast } = item.agg;
        const akey = item.alias ?? fn;
        let expr = 'pg_catalog.count(*)';
        if (item.field.name) {
          const arg = fieldSql(scope, item.field);
          expr = `pg_catalog.${fn}(${item.cast ? `(${arg})::${item.cast}` : arg})`;
        }
        counts.push({ key: akey });
        node.select.push(`${cast ? `(${expr})::${cast}` : expr} AS ${aliasIdent(akey)}`);
        node.outputKeys.push(akey);
        continue;
      }
      const expr = fieldSql(scope, item.field);
      const value = item.cast ? `(${expr})::${item.cast}` : expr;
      plain.push(value);
      node.select.push(`${value} AS ${aliasIdent(key)}`);
      node.outputKeys.push(key);
    } else {
      addEmbed(b, node, item);
    }
  }
  if (counts.length) {
    if (node.embeds.length) throw unsupported('aggregate functions together with embedded resources in the same resource');
    node.groupBy = plain;
  }
  applyParams(b, node, scope, b.query.nodes.get(path));
  return node;
}

function addEmbed(b: Build, parent: ReadNode, item: Extract<SelectItem, { kind: 'embed' }>) {
  if (!parent.source.relation) throw unsupported(`embedding '${item.name}' from a result without a table type`);
  const rel = findRelationship(b.cache, parent.source.relation, item.name, item.hint);
  const key = item.alias ?? item.name;
  if (parent.embeds.some((e) => e.key === key)) {
    // PostgREST names each embed's subquery <parent>_<key>_<depth>: PostgreSQL refuses the repeat.
    const depth = parent.path ? parent.path.split('.').length + 1 : 1;
    throw new RestError(400, '42712', `table name "${parent.source.label}_${key}_${depth}" specified more than once`);
  }
  const target = rel.target;
  const child = buildNode(
    b,
    {
      label: target.name,
      from: `${ident(target.schema)}.${ident(target.name)}`,
      columns: target.columns,
      relation: target,
    },
    item.items,
    parent.path ? `${parent.path}.${key}` : key,
  );
  joinChild(b, parent, child, rel);
  const toOne = isToOne(rel);
  const lateral = b.aliases.next('pgrst_e');
  const inner = item.join === 'inner';
  const childSql = nodeSql(child, child.limit, child.offset);
  let lateralSql: string;
  if (item.spread && toOne) {
    lateralSql = `SELECT _e.*, true AS ${MARKER} FROM (${childSql}) AS _e`;
    parent.select.push(...child.outputKeys.map((k) => `${lateral}.${aliasIdent(k)} AS ${aliasIdent(k)}`));
    parent.outputKeys.push(...child.outputKeys);
  } else if (item.spread) {
    const aggs = child.outputKeys.map((k) => `json_agg(_e.${aliasIdent(k)}) AS ${aliasIdent(k)}`);
    lateralSql = `SELECT ${[...aggs, `true AS ${MARKER}`].join(', ')} FROM (${childSql}) AS _e HAVING pg_catalog.count(*) > 0`;
    parent.select.push(...child.outputKeys.map((k) => `coalesce(${lateral}.${aliasIdent(k)}, '[]') AS ${aliasIdent(k)}`));
    parent.outputKeys.push(...child.outputKeys);
  } else {
    // Zero rows when nothing matches (HAVING for arrays), so !inner is a plain INNER JOIN.
    lateralSql = toOne
      ? `SELECT row_to_json(_e) AS j, true AS ${MARKER} FROM (${childSql}) AS _e`
      : `SELECT json_agg(_e) AS j, true AS ${MARKER} FROM (${childSql}) AS _e HAVING pg_catalog.count(*) > 0`;
    // An empty embed (rel!inner()) only filters: it adds no key.
    if (item.items.length) {
      parent.select.push(toOne ? `${lateral}.j AS ${aliasIdent(key)}` : `coalesce(${lateral}.j, '[]') AS ${aliasIdent(key)}`);
      parent.outputKeys.push(key);
    }
  }
  parent.embeds.push({
    key,
    rel,
    node: child,
    spread: item.spread,
    toOne,
    lateral,
    filtering: inner,
    joinSql: `${inner ? 'INNER' : 'LEFT'} JOIN LATERAL (${lateralSql}) AS ${lateral} ON TRUE`,
  });
}

/** Adds the relationship's join condition to the child's WHERE (and the junction to its FROM). */
function joinChild(b: Build, parent: ReadNode, child: ReadNode, rel: Relationship) {
  if (rel.junction) {
    const j = b.aliases.next('pgrst_j');
    const on = rel.junction.targetPairs.map(([jc, tc]) => `${j}.${ident(jc)} = ${child.alias}.${ident(tc)}`);
    child.extraFrom = ` INNER JOIN ${ident(rel.junction.rel.schema)}.${ident(rel.junction.rel.name)} AS ${j} ON ${on.join(' AND ')}`;
    child.where.unshift(...rel.junction.parentPairs.map(([jc, pc]) => `${j}.${ident(jc)} = ${parent.alias}.${ident(pc)}`));
  } else {
    child.where.unshift(...rel.pairs.map(([pc, cc]) => `${child.alias}.${ident(cc)} = ${parent.alias}.${ident(pc)}`));
  }
}

function applyParams(b: Build, node: ReadNode, scope: Scope, params: NodeParams | undefined) {
  if (!params) return;
  for (const cond of params.conditions) node.where.push(conditionSql(scope, cond));
  for (const term of params.order ?? []) node.order.push(orderSql(b, node, scope, term));
  node.limit = params.limit;
  node.offset = params.offset;
}

function orderSql(b: Build, node: ReadNode, scope: Scope, term: OrderTerm): string {
  let expr: string;
  if (term.relation) {
    const e = node.embeds.find((x) => x.key === term.relation);
    if (!e) throw notEmbedded(term.relation);
    if (!e.toOne || e.rel.junction) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.source.label}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    const t = e.rel.target;
    const a = b.aliases.next();
    const inner: Scope = { ...scope, alias: a, label: t.name, columns: t.columns };
    const on = e.rel.pairs.map(([pc, cc]) => `${a}.${ident(cc)} = ${node.alias}.${ident(pc)}`).join(' AND ');
    expr = `(SELECT ${fieldSql(inner, term.field)} FROM ${ident(t.schema)}.${ident(t.name)} AS ${a} WHERE ${on})`;
  } else {
    expr = fieldSql(scope, term.field);
  }
  const dir = term.dir === 'desc' ? ' DESC' : term.dir === 'asc' ? ' ASC' : '';
  const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
  return expr + dir + nulls;
}

/** FROM … WHERE … of a node, with the laterals the WHERE clause needs (all of them if `all`). */
export function fromWhereSql(node: ReadNode, all: boolean): string {
  const src = node.source;
  const joins = node.embeds
    .filter((e) => all || e.filtering)
    .map((e) => ' ' + e.joinSql)
    .join('');
  const where = node.where.length ? ` WHERE ${node.where.join(' AND ')}` : '';
  return `FROM ${src.from} AS ${node.alias}${src.columnList ?? ''}${node.extraFrom}${joins}${where}`;
}

/** The node's full SELECT (select list, joins, filters, grouping, order, paging). */
export function nodeSql(node: ReadNode, limit?: number, offset?: number): string {
  const list = node.select.length ? node.select.join(', ') : 'NULL';
  let sql = `SELECT ${list} ${fromWhereSql(node, true)}`;
  if (node.groupBy.length) sql += ` GROUP BY ${node.groupBy.join(', ')}`;
  if (node.order.length) sql += ` ORDER BY ${node.order.join(', ')}`;
  if (limit !== undefined) sql += ` LIMIT ${limit}`;
  if (offset) sql += ` OFFSET ${offset}`;
  return sql;
}

/** Every `rel.x` parameter must address an embedded resource of the select. */
export function checkParamPaths(b: Build, root: ReadNode) {
  const paths = new Set<string>();
  const walk = (n: ReadNode) => {
    paths.add(n.path);
    n.embeds.forEach((e) => walk(e.node));
  };
  walk(root);
  for (const path of b.query.nodes.keys()) {
    if (!paths.has(path)) throw notEmbedded(path.split('.').find((_, i, all) => !paths.has(all.slice(0, i + 1).join('.')))!);
  }
}

export const tableSource = (rel: Relation): NodeSource => ({
  label: rel.name,
  from: `${ident(rel.schema)}.${ident(rel.name)}`,
  columns: rel.columns,
  relation: rel,
});
