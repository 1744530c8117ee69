// TypeScript types for the database, in the shape `supabase gen types typescript` writes
// (postgres-meta's template): Json, Database (Tables / Views / Functions / Enums /
// CompositeTypes per schema), the Tables / TablesInsert / TablesUpdate / Enums / CompositeTypes
// helpers and Constants. Read from the schema cache so `npm run db:types` needs no CLI.
import type { Column, DbFunction, ForeignKey, FunctionArg, Relation, SchemaCache } from './schema-cache';

/** The PostgREST generation whose client typings apply (max-affected, spreads on to-many). */
const POSTGREST_VERSION = '13.0.5';

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const indent = (text: string, n: number) =>
  text
    .split('\n')
    .map((l) => (l ? ' '.repeat(n) + l : l))
    .join('\n');

function block(entries: string[]): string {
  return entries.length ? `{\n${indent(entries.join('\n'), 2)}\n}` : '{\n  [_ in never]: never\n}';
}

class TypeMapper {
  constructor(
    private cache: SchemaCache,
    private schemas: string[],
  ) {}

  map(type: string, typeSchema?: string): string {
    if (type === 'bool') return 'boolean';
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(type)) return 'number';
    if (
      [
        'bytea',
        'bpchar',
        'varchar',
        'date',
        'text',
        'citext',
        'time',
        'timetz',
        'timestamp',
        'timestamptz',
        'uuid',
        'vector',
        'interval',
        'inet',
        'cidr',
        'macaddr',
        'name',
        'char',
      ].includes(type)
    ) {
      return 'string';
    }
    if (type === 'json' || type === 'jsonb') return 'Json';
    if (type === 'void') return 'undefined';
    if (type === 'record') return 'Record<string, unknown>';
    if (type.startsWith('_')) {
      const inner = this.map(type.slice(1), typeSchema);
      return /^[\w.$"[\]]+$/.test(inner) ? `${inner}[]` : `(${inner})[]`;
    }
    const enumKey =
      [...this.cache.enums.keys()].find((k) => k === `${typeSchema}.${type}`) ??
      [...this.cache.enums.keys()].find((k) => k.endsWith(`.${type}`) && this.schemas.includes(k.split('.')[0]));
    if (enumKey) {
      const [schema] = enumKey.split('.');
      if (this.schemas.includes(schema)) return `Database[${JSON.stringify(schema)}]["Enums"][${JSON.stringify(type)}]`;
      return this.cache.enums
        .get(enumKey)!
        .map((v) => JSON.stringify(v))
        .join(' | ');
    }
    const table = [...this.cache.relations.values()].find((r) => r.name === type && this.schemas.includes(r.schema));
    if (table)
      return `Database[${JSON.stringify(table.schema)}][${JSON.stringify(table.kind === 'table' ? 'Tables' : 'Views')}][${JSON.stringify(table.name)}]["Row"]`;
    return 'unknown';
  }

  column(c: Column): string {
    return this.map(c.type, c.typeSchema) + (c.nullable ? ' | null' : '');
  }
}

function columnsOf(rel: Relation): Column[] {
  return [...rel.columns.values()].sort(byName);
}

function relationships(cache: SchemaCache, rel: Relation): string {
  const isUnique = (cols: string[]) =>
    [rel.primaryKey, ...rel.uniques].some((k) => k.length === cols.length && cols.every((c) => k.includes(c)));
  const fks = cache.foreignKeys
    .filter((fk) => fk.schema === rel.schema && fk.table === rel.name && fk.refSchema === rel.schema)
    .sort((a: ForeignKey, b: ForeignKey) => a.name.localeCompare(b.name) || a.refTable.localeCompare(b.refTable));
  if (!fks.length) return 'Relationships: []';
  const items = fks.map(
    (fk) =>
      `{\n${indent(
        [
          `foreignKeyName: ${JSON.stringify(fk.name)}`,
          `columns: ${JSON.stringify(fk.columns)}`,
          `isOneToOne: ${isUnique(fk.columns)}`,
          `referencedRelation: ${JSON.stringify(fk.refTable)}`,
          `referencedColumns: ${JSON.stringify(fk.refColumns)}`,
        ].join('\n'),
        2,
      )}\n},`,
  );
  return `Relationships: [\n${indent(items.join('\n'), 2)}\n]`;
}

function table(cache: SchemaCache, t: TypeMapper, rel: Relation): string {
  const cols = columnsOf(rel);
  const row = cols.map((c) => `${key(c.name)}: ${t.column(c)}`);
  const insert = cols.map((c) => {
    if (c.isGenerated) return `${key(c.name)}?: never`;
    const optional = c.nullable || c.isIdentity || c.hasDefault;
    return `${key(c.name)}${optional ? '?' : ''}: ${t.column(c)}`;
  });
  const update = cols.map((c) => (c.isGenerated ? `${key(c.name)}?: never` : `${key(c.name)}?: ${t.column(c)}`));
  const parts = [`Row: ${block(row)}`];
  if (rel.kind === 'table' || rel.kind === 'foreign_table') parts.push(`Insert: ${block(insert)}`, `Update: ${block(update)}`);
  else if (rel.updatable) {
    // An auto-updatable view: every column optional and nullable, expressions never writable.
    const write = block(cols.map((c) => `${key(c.name)}?: ${c.isUpdatable === false ? 'never' : `${t.map(c.type, c.typeSchema)} | null`}`));
    parts.push(`Insert: ${write}`, `Update: ${write}`);
  }
  parts.push(relationships(cache, rel));
  return `${key(rel.name)}: {\n${indent(parts.join('\n'), 2)}\n}`;
}

const isIn = (a: FunctionArg) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v';

function fnReturns(cache: SchemaCache, t: TypeMapper, fn: DbFunction): string {
  const outs = fn.args.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
  const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) : undefined;
  let type: string;
  if (outs.length) type = block(outs.map((a) => `${key(a.name)}: ${t.map(a.type)}`));
  else if (rel) type = block(columnsOf(rel).map((c) => `${key(c.name)}: ${t.column(c)}`));
  else type = t.map(fn.returnType, fn.returnTypeSchema);
  if (!fn.returnsSet) return type;
  return type.startsWith('{') || /^[\w.$"[\]]+$/.test(type) ? `${type}[]` : `(${type})[]`;
}

/** Trigger functions cannot be called through the API: the CLI's generator leaves them out. */
const TRIGGER_TYPES = ['trigger', 'event_trigger'];

function functions(cache: SchemaCache, t: TypeMapper, schema: string): string[] {
  const fns = [...cache.functions.values()].flat().filter((fn) => {
    if (fn.schema !== schema || TRIGGER_TYPES.includes(fn.returnType)) return false;
    const ins = fn.args.filter(isIn);
    return !ins.some((a) => a.name === '') || ins.length === 1;
  });
  const names = [...new Set(fns.map((f) => f.name))].sort((a, b) => a.localeCompare(b));
  return names.map((name) => {
    const overloads = fns.filter((f) => f.name === name);
    const variants = overloads.map((fn) => {
      const ins = fn.args.filter(isIn);
      const args = ins.length ? block(ins.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${t.map(a.type)}`)) : 'never';
      const parts = [`Args: ${args}`, `Returns: ${fnReturns(cache, t, fn)}`];
      const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) : undefined;
      if (rel && rel.schema === schema) {
        parts.push(
          `SetofOptions: {\n  from: "*"\n  to: ${JSON.stringify(rel.name)}\n  isOneToOne: ${!fn.returnsSet}\n  isSetofReturn: ${fn.returnsSet}\n}`,
        );
      }
      return `{\n${indent(parts.join('\n'), 2)}\n}`;
    });
    if (variants.length === 1) return `${key(name)}: ${variants[0]}`;
    return `${key(name)}:\n${variants.map((v) => '  | ' + indent(v, 4).trimStart()).join('\n')}`;
  });
}

function schemaBlock(cache: SchemaCache, t: TypeMapper, schema: string): string {
  const rels = [...cache.relations.values()].filter((r) => r.schema === schema).sort(byName);
  const tables = rels.filter((r) => r.kind === 'table' || r.kind === 'foreign_table').map((r) => table(cache, t, r));
  const views = rels.filter((r) => r.kind === 'view' || r.kind === 'materialized_view').map((r) => table(cache, t, r));
  const enums = [...cache.enums.entries()]
    .filter(([k]) => k.split('.')[0] === schema)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, labels]) => `${key(k.slice(schema.length + 1))}: ${labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  return `${key(schema)}: {\n${indent(
    [
      `Tables: ${block(tables)}`,
      `Views: ${block(views)}`,
      `Functions: ${block(functions(cache, t, schema))}`,
      `Enums: ${block(enums)}`,
      `CompositeTypes: ${block([])}`,
    ].join('\n'),
    2,
  )}\n}`;
}

export function generateTypes(cache: SchemaCache, schemas: string[]): string {
  const sorted = [...schemas].sort((a, b) => a.localeCompare(b));
  const t = new TypeMapper(cache, sorted);
  const internal = `// Allows to automatically instantiate createClient with right options\n// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)\n__InternalSupabase: {\n  PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}\n}`;
  const database = `export type Database = {\n${indent([internal, ...sorted.map((s) => schemaBlock(cache, t, s))].join('\n'), 2)}\n}`;
  const constants = sorted.map((s) => {
    const enums = [...cache.enums.entries()]
      .filter(([k]) => k.split('.')[0] === s)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, labels]) => `${key(k.slice(s.length + 1))}: [${labels.map((l) => JSON.stringify(l)).join(', ')}],`);
    return `${key(s)}: {\n  Enums: ${enums.length ? `{\n${indent(enums.join('\n'), 4)}\n  }` : '{}'},\n},`;
  });
  const defaultSchema = sorted.includes('public') ? 'public' : sorted[0];
  return (
    [
      'export type Json =\n  | string\n  | number\n  | boolean\n  | null\n  | { [key: string]: Json | undefined }\n  | Json[]',
      database,
      HELPERS.replace('__DEFAULT_SCHEMA__', JSON.stringify(defaultSchema)),
      `export const Constants = {\n${indent(constants.join('\n'), 2)}\n} as const`,
    ].join('\n\n') + '\n'
  );
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, __DEFAULT_SCHEMA__>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;
