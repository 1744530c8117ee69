// The parsed form of a Data API request's query string (before it is checked against the
// schema cache).

export type JsonStep = { arrow: '->' | '->>'; key: string };

/** A column reference, possibly followed by a JSON path: data->a->>b. */
export type Field = { name: string; path: JsonStep[] };

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; alias?: string; field: Field; cast?: string; agg?: Aggregate }
  | { kind: 'embed'; alias?: string; name: string; hint?: string; join?: 'inner' | 'left'; spread: boolean; items: SelectItem[] };

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';
/** col.sum(), count() (an empty field name): the function and an optional cast of its result. */
export type Aggregate = { fn: AggregateFn; cast?: string };

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export type Filter = {
  kind: 'filter';
  field: Field;
  negate: boolean;
  op: FilterOp;
  /** (any) / (all) quantifier for comparison, like and match operators. */
  quant?: 'any' | 'all';
  /** Text search configuration: fts(english). */
  config?: string;
  /** The raw value; for `in` the parsed list. */
  value: string | string[];
};

export type LogicTree = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export type Condition = Filter | LogicTree;

export type OrderTerm = {
  /** Set when ordering by a column of a to-one embedded resource: rel(col). */
  relation?: string;
  field: Field;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
};

/** Filters and transforms addressed to one node of the embedding tree. */
export type NodeParams = {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
};

export type QueryParams = {
  select: SelectItem[];
  /** Keyed by embedding path ('' = the root, 'rel', 'rel.sub'). */
  nodes: Map<string, NodeParams>;
  columns?: string[];
  onConflict?: string[];
};
