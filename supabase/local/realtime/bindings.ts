// postgres_changes bindings of a join: their ids (echoed in the join reply) and their checks
// against the publication and the schema cache, with Realtime's error texts.
import { relKey } from '../schema-cache';
import type { RealtimeBase } from './base';
import { filterProblem } from './filter-eval';
import { describeFilters, FilterError, parseFilters, type Filter } from './filters';
import { isObject } from './json';
import type { ChannelSession, PgBinding, PgEvent } from './session';

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/** A stable integer per binding, like Realtime's :erlang.phash2 of the params (FNV-1a here). */
export function bindingId(raw: Record<string, unknown>): number {
  const text = JSON.stringify([raw.event ?? null, raw.schema ?? null, raw.table ?? null, raw.filter ?? null, raw.select ?? null]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7ffffff;
}

class BindingError extends Error {}

function describe(event: unknown, schema: unknown, table: string | null, filters: Filter[], select: string[] | null) {
  return `[event: ${String(event)}, schema: ${String(schema)}, table: ${table ?? '*'}, filters: ${describeFilters(filters)}, select: ${select ? JSON.stringify(select) : 'nil'}]`;
}

async function publishedTables(core: RealtimeBase): Promise<Set<string>> {
  const rows = await core.stack.sql<{ schema: string; table: string }[]>`
    select schemaname::text as schema, tablename::text as table
    from pg_publication_tables where pubname = 'supabase_realtime'`;
  return new Set(rows.map((r) => relKey(r.schema, r.table)));
}

function prepareOne(core: RealtimeBase, session: ChannelSession, raw: Record<string, unknown>, published: Set<string>): PgBinding {
  const table = raw.table === undefined || raw.table === null || raw.table === '*' ? null : raw.table;
  const select = raw.select === undefined || raw.select === null ? null : raw.select;
  const exception = (filters: Filter[], why: string) =>
    new BindingError(
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ' +
        `${describe(raw.event, raw.schema, typeof table === 'string' ? table : null, filters, null)}. Exception: ${why}`,
    );
  if (typeof raw.event !== 'string' || !EVENTS.has(raw.event.toUpperCase()))
    throw exception([], `invalid event ${JSON.stringify(raw.event ?? null)}`);
  if (typeof raw.schema !== 'string' || raw.schema === '') throw exception([], 'schema is required');
  if (table !== null && typeof table !== 'string') throw exception([], 'table must be a string');
  if (raw.filter !== undefined && raw.filter !== null && typeof raw.filter !== 'string') throw exception([], 'filter must be a string');
  if (select !== null && (!Array.isArray(select) || !select.every((c) => typeof c === 'string'))) {
    throw exception([], 'select must be a list of column names');
  }
  let filters: Filter[];
  try {
    filters = parseFilters(raw.filter as string | undefined);
  } catch (e) {
    if (e instanceof FilterError) throw new BindingError(e.message);
    throw e;
  }
  if (table !== null) {
    const rel = core.stack.schema().relations.get(relKey(raw.schema, table));
    if (!published.has(relKey(raw.schema, table)) || !rel) {
      throw new BindingError(
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ' +
          describe(raw.event, raw.schema, table, filters, select as string[] | null),
      );
    }
    for (const f of filters) {
      const col = rel.columns.get(f.column);
      if (!col) throw exception(filters, `ERROR P0001 (raise_exception) invalid column for filter ${f.column}`);
      const problem = filterProblem(f, col);
      if (problem) throw exception(filters, problem);
    }
    for (const c of (select as string[] | null) ?? []) {
      if (!rel.columns.has(c)) throw exception(filters, `invalid column for select ${c}`);
    }
  }
  return {
    id: bindingId(raw),
    event: raw.event.toUpperCase() as PgEvent,
    schema: raw.schema,
    table,
    filters,
    select: select as string[] | null,
    session,
  };
}

/** Validated bindings, or the message Realtime would push as a postgres_changes system error. */
export async function prepareBindings(
  core: RealtimeBase,
  session: ChannelSession,
  raws: Record<string, unknown>[],
): Promise<{ ok: true; bindings: PgBinding[] } | { ok: false; message: string }> {
  const published = await publishedTables(core);
  const bindings: PgBinding[] = [];
  for (const raw of raws) {
    try {
      bindings.push(prepareOne(core, session, raw, published));
    } catch (e) {
      if (e instanceof BindingError) return { ok: false, message: e.message };
      throw e;
    }
  }
  return { ok: true, bindings };
}

export const isBindingList = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v) && v.every(isObject);
