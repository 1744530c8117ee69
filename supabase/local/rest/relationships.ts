// Finds the foreign-key relationship behind an embedded resource, as PostgREST does:
// many-to-one, one-to-many, one-to-one and many-to-many through a junction table, narrowed by
// a hint (constraint name, column or junction table). None → PGRST200, several → PGRST201.
import { RestError } from './errors';
import { relKey, type ForeignKey, type Relation, type SchemaCache } from '../schema-cache';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export type Relationship = {
  cardinality: Cardinality;
  /** Which way the foreign key points: from the parent (m2o), to it (o2m), or a junction (m2m). */
  direction: 'm2o' | 'o2m' | 'm2m';
  /** The foreign key goes from a relation to itself (parent/children of one table). */
  self: boolean;
  target: Relation;
  /** Column pairs joining the parent (left) to the target (right), for direct relationships. */
  pairs: [string, string][];
  junction?: {
    rel: Relation;
    /** junction column → parent column */
    parentPairs: [string, string][];
    /** junction column → target column */
    targetPairs: [string, string][];
  };
  /** The constraint name (direct relationships) or junction table name (many-to-many). */
  constraint: string;
  describe: string;
  hintLabel: string;
};

export const isToOne = (r: Relationship) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';

const zip = (a: string[], b: string[]) => a.map((x, i) => [x, b[i]] as [string, string]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const cols = (c: string[]) => c.join(', ');

function isUnique(rel: Relation, columns: string[]) {
  return sameSet(rel.primaryKey, columns) || rel.uniques.some((u) => sameSet(u, columns));
}

function coveredByKey(rel: Relation, columns: string[]) {
  const keys = [rel.primaryKey, ...rel.uniques].filter((k) => k.length > 0);
  return keys.some((k) => columns.every((c) => k.includes(c)));
}

function manyToOne(parent: Relation, target: Relation, fk: ForeignKey): Relationship {
  return {
    cardinality: isUnique(parent, fk.columns) ? 'one-to-one' : 'many-to-one',
    direction: 'm2o',
    self: parent === target,
    target,
    pairs: zip(fk.columns, fk.refColumns),
    constraint: fk.name,
    describe: `${fk.name} using ${parent.name}(${cols(fk.columns)}) and ${target.name}(${cols(fk.refColumns)})`,
    hintLabel: fk.name,
  };
}

function oneToMany(parent: Relation, target: Relation, fk: ForeignKey): Relationship {
  return {
    cardinality: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
    direction: 'o2m',
    self: parent === target,
    target,
    pairs: zip(fk.refColumns, fk.columns),
    constraint: fk.name,
    describe: `${fk.name} using ${parent.name}(${cols(fk.refColumns)}) and ${target.name}(${cols(fk.columns)})`,
    hintLabel: fk.name,
  };
}

function candidates(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const out: Relationship[] = [];
  const from = (fk: ForeignKey, r: Relation) => fk.schema === r.schema && fk.table === r.name;
  const to = (fk: ForeignKey, r: Relation) => fk.refSchema === r.schema && fk.refTable === r.name;
  for (const fk of cache.relationshipKeys) {
    if (from(fk, parent) && to(fk, target)) out.push(manyToOne(parent, target, fk));
    if (from(fk, target) && to(fk, parent)) out.push(oneToMany(parent, target, fk));
  }
  // Junction tables: foreign keys to both sides whose columns are part of the junction's key.
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of cache.foreignKeys) {
    const k = relKey(fk.schema, fk.table);
    byTable.set(k, [...(byTable.get(k) ?? []), fk]);
  }
  for (const [k, fks] of byTable) {
    const junction = cache.relations.get(k);
    if (!junction || junction === parent || junction === target) continue;
    for (const a of fks.filter((fk) => to(fk, parent))) {
      for (const b of fks.filter((fk) => fk !== a && to(fk, target))) {
        if (!coveredByKey(junction, [...a.columns, ...b.columns])) continue;
        out.push({
          cardinality: 'many-to-many',
          direction: 'm2m',
          self: false,
          target,
          pairs: [],
          junction: { rel: junction, parentPairs: zip(a.columns, a.refColumns), targetPairs: zip(b.columns, b.refColumns) },
          constraint: junction.name,
          describe: `${junction.name} using ${a.name}(${cols(a.columns)}) and ${b.name}(${cols(b.columns)})`,
          hintLabel: junction.name,
        });
      }
    }
  }
  return out;
}

/** Every direct relationship of the parent (each foreign key from it and to it). */
function direct(cache: SchemaCache, parent: Relation): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.relationshipKeys) {
    if (fk.schema === parent.schema && fk.table === parent.name) {
      const target = cache.relations.get(relKey(fk.refSchema, fk.refTable));
      if (target) out.push(manyToOne(parent, target, fk));
    }
    if (fk.refSchema === parent.schema && fk.refTable === parent.name) {
      const target = cache.relations.get(relKey(fk.schema, fk.table));
      if (target) out.push(oneToMany(parent, target, fk));
    }
  }
  return out;
}

const single = (pairs: [string, string][], side: 0 | 1) => (pairs.length === 1 ? pairs[0][side] : null);
const isTable = (r: Relation) => r.kind === 'table' || r.kind === 'foreign_table';

/**
 * PostgREST 13's rules (Plan.findRel): the target names a table or view, or (only for tables) a
 * foreign key's constraint name or its single column; a hint names the constraint, a column of
 * either side or a junction table. A self-relationship has two directions: the table's name
 * (or a hint naming the referencing column) gives the children, the column name the parent.
 */
function matches(r: Relationship, name: string, hint: string | undefined): boolean {
  const isTarget = r.target.name === name;
  const origin = single(r.pairs, 0);
  const foreign = single(r.pairs, 1);
  if (r.self) {
    if (hint === undefined) return (isTarget && r.direction === 'o2m') || (r.direction === 'm2o' && origin === name);
    return isTarget && r.direction === 'o2m' && foreign === hint;
  }
  if (hint === undefined) {
    if (isTarget) return true;
    if (r.direction === 'm2m' || !isTable(r.target)) return false;
    return r.constraint === name || origin === name;
  }
  if (!isTarget) return false;
  if (r.direction === 'm2m') return r.constraint === hint;
  return r.constraint === hint || origin === hint || foreign === hint;
}

export function findRelationship(cache: SchemaCache, parent: Relation, name: string, hint?: string): Relationship {
  const target = cache.relations.get(relKey(parent.schema, name));
  const all = [...direct(cache, parent), ...(target ? candidates(cache, parent, target).filter((r) => r.junction) : [])];
  const found = all.filter((r) => matches(r, name, hint));
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const using = hint !== undefined ? ` using the hint '${hint}'` : '';
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${using} in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    found.map((r) => ({ cardinality: r.cardinality, embedding: `${parent.name} with ${name}`, relationship: r.describe })),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.hintLabel}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
