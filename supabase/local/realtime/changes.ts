// The change feed: LISTEN _realtime (fed by the _realtime.capture triggers of published
// tables), resolve overflow rows, and hand batches to the dispatcher one after another so every
// subscriber sees changes in commit order. Notifications that arrive while a batch is being
// delivered form the next batch, which batches RLS checks under load.
import type { Sql } from 'postgres';
import type { RealtimeBase } from './base';
import { dispatchChanges } from './dispatch';
import { isObject } from './json';
import type { Change } from './payload';
import type { ChannelSession, PgBinding } from './session';
import { RelationInfo } from './visibility';

const BATCH = 500;
const TYPES = new Set(['INSERT', 'UPDATE', 'DELETE']);

function toChange(v: unknown): Change | null {
  if (!isObject(v) || typeof v.schema !== 'string' || typeof v.table !== 'string' || !TYPES.has(v.type as string)) return null;
  return {
    schema: v.schema,
    table: v.table,
    type: v.type as Change['type'],
    commit_timestamp: typeof v.commit_timestamp === 'string' ? v.commit_timestamp : new Date().toISOString(),
    record: isObject(v.record) ? v.record : null,
    old_record: isObject(v.old_record) ? v.old_record : null,
  };
}

/** Parses notifications in order; rows too big for NOTIFY are read (and removed) from _realtime.overflow. */
async function parseBatch(sql: Sql, batch: string[], log: (m: string) => void): Promise<Change[]> {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      log('realtime: ignored a change notification that is not JSON');
      return null;
    }
  };
  const parsed = batch.map(parse);
  const overflowIds = parsed.flatMap((p) => (isObject(p) && typeof p.overflow === 'number' ? [String(p.overflow)] : []));
  const overflow = new Map<string, string>();
  if (overflowIds.length > 0) {
    const rows = await sql<{ id: string; payload: string }[]>`
      delete from _realtime.overflow where id = any(${overflowIds}::bigint[]) returning id::text as id, payload`;
    for (const r of rows) overflow.set(r.id, r.payload);
  }
  const changes: Change[] = [];
  for (const p of parsed) {
    const body = isObject(p) && typeof p.overflow === 'number' ? overflow.get(String(p.overflow)) : undefined;
    const change = toChange(body !== undefined ? parse(body) : p);
    if (change) changes.push(change);
  }
  return changes;
}

export class ChangeFeed {
  private bySchema = new Map<string, Set<PgBinding>>();
  private queue: string[] = [];
  private draining: Promise<void> | null = null;
  private started: Promise<void>;
  private unlisten: (() => Promise<void>) | null = null;
  private relInfo: RelationInfo;

  constructor(private core: RealtimeBase) {
    this.relInfo = new RelationInfo(core.stack);
    this.started = this.start();
    this.started.catch((e) => core.log(`realtime: LISTEN _realtime failed: ${e.message}`));
  }

  private async start() {
    const sql = this.core.stack.sql;
    // Overflow rows left behind by a previous run would never be read.
    await sql`delete from _realtime.overflow where created_at < now() - interval '10 minutes'`;
    const req = await sql.listen('_realtime', (payload) => this.onNotify(payload));
    this.unlisten = () => req.unlisten();
  }

  /** Resolves once notifications are being received. */
  ready(): Promise<void> {
    return this.started;
  }

  add(session: ChannelSession) {
    for (const b of session.bindings) {
      let set = this.bySchema.get(b.schema);
      if (!set) this.bySchema.set(b.schema, (set = new Set()));
      set.add(b);
    }
  }

  remove(session: ChannelSession) {
    for (const b of session.bindings) {
      const set = this.bySchema.get(b.schema);
      if (!set) continue;
      set.delete(b);
      if (set.size === 0) this.bySchema.delete(b.schema);
    }
  }

  private candidates = (change: Change): PgBinding[] => {
    const out: PgBinding[] = [];
    for (const b of this.bySchema.get(change.schema) ?? []) {
      if (b.table !== null && b.table !== change.table) continue;
      if (b.event !== '*' && b.event !== change.type) continue;
      if (b.session.closed || !b.session.armed) continue;
      out.push(b);
    }
    return out;
  };

  private onNotify(payload: string) {
    this.queue.push(payload);
    if (!this.draining) this.draining = this.drain().finally(() => (this.draining = null));
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      try {
        const changes = await parseBatch(this.core.stack.sql, batch, this.core.log);
        if (changes.length > 0 && this.bySchema.size > 0) await dispatchChanges(this.core, this.relInfo, changes, this.candidates);
      } catch (e) {
        this.core.log(`realtime: delivering changes failed: ${(e as Error)?.stack ?? e}`);
      }
    }
  }

  async close() {
    await this.started.catch(() => {});
    await this.draining;
    await this.unlisten?.().catch(() => {});
  }
}
