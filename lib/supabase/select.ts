// Select lists built from column names listed once in TypeScript. The result keeps the literal
// type ('id, name'), so supabase-js still infers the row type of the query.

/** 'a, b, c' for ['a', 'b', 'c'], as a type. */
export type ColumnList<Columns extends readonly string[]> = Columns extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly []
    ? First
    : `${First}, ${ColumnList<Rest>}`
  : string;

/** The select string of `columns`, typed as its literal so queries stay typed. */
export function columnList<const Columns extends readonly string[]>(columns: Columns): ColumnList<Columns> {
  // The runtime value is exactly the literal the type spells out.
  return columns.join(', ') as ColumnList<Columns>;
}
