// Finds the foreign-key relationship behind an embedded resource, as PostgREST does:
// many-to-one, one-to-many, one-to-one and many-to-many through a junction table, narrowed by
// a hint (constraint name, column or junction table). None → PGRST200, several → PGRST201.
import { RestError } from './errors';
import { relKey, type ForeignKey, type Relation, type SchemaCache } from '../schema-cache';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export type Relationship = {
  cardinality: Cardinality;
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
  /** The constraint names and columns a hint may use to pick this relationship. */
  hintNames: string[];
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
    target,
    pairs: zip(fk.columns, fk.refColumns),
    hintNames: [fk.name, ...(fk.columns.length === 1 ? fk.columns : [])],
    describe: `${fk.name} using ${parent.name}(${cols(fk.columns)}) and ${target.name}(${cols(fk.refColumns)})`,
    hintLabel: fk.name,
  };
}

function oneToMany(parent: Relation, target: Relation, fk: ForeignKey): Relationship {
  return {
    cardinality: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
    target,
    pairs: zip(fk.refColumns, fk.columns),
    hintNames: [fk.name, ...(fk.columns.length === 1 ? fk.columns : [])],
    describe: `${fk.name} using ${parent.name}(${cols(fk.refColumns)}) and ${target.name}(${cols(fk.columns)})`,
    hintLabel: fk.name,
  };
}

function candidates(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const out: Relationship[] = [];
  const from = (fk: ForeignKey, r: Relation) => fk.schema === r.schema && fk.table === r.name;
  const to = (fk: ForeignKey, r: Relation) => fk.refSchema === r.schema && fk.refTable === r.name;
  for (const fk of cache.foreignKeys) {
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
          target,
          pairs: [],
          junction: { rel: junction, parentPairs: zip(a.columns, a.refColumns), targetPairs: zip(b.columns, b.refColumns) },
          hintNames: [junction.name, a.name, b.name],
          describe: `${junction.name} using ${a.name}(${cols(a.columns)}) and ${b.name}(${cols(b.columns)})`,
          hintLabel: junction.name,
        });
      }
    }
  }
  return out;
}

/** Embedding by a foreign key's name or column instead of a table name: `author_id(*)`. */
function byConstraint(cache: SchemaCache, parent: Relation, name: string): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const target = cache.relations.get(relKey(fk.refSchema, fk.refTable));
    if (!target) continue;
    if (
      fk.schema === parent.schema &&
      fk.table === parent.name &&
      (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))
    ) {
      out.push(manyToOne(parent, target, fk));
    }
  }
  return out;
}

export function findRelationship(cache: SchemaCache, parent: Relation, name: string, hint?: string): Relationship {
  const target = cache.relations.get(relKey(parent.schema, name));
  let found = target ? candidates(cache, parent, target) : byConstraint(cache, parent, name);
  if (hint !== undefined) found = found.filter((r) => r.hintNames.includes(hint));
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
