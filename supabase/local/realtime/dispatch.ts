// Delivers a batch of captured changes: match bindings (schema, table, event, filters), decide
// visibility per subscriber (RLS checks batched per table and claims), then push in commit
// order; a change the subscriber may not read is not pushed at all. Payloads are built once per
// role and change.
import { relKey, type Relation } from '../schema-cache';
import type { RealtimeBase } from './base';
import { matchesFilters } from './filter-eval';
import { buildChangeData, oldIdentity, type Change } from './payload';
import type { ChannelSession, PgBinding } from './session';
import { VisibilityChecks, type RelationInfo, type RelInfo } from './visibility';

type Plan = {
  index: number;
  change: Change;
  rel: Relation;
  info: RelInfo;
  session: ChannelSession;
  ids: number[];
  select: Set<string> | null;
  errors: string[] | null;
  checkKey: string | null;
};

type Match = { index: number; change: Change; rel: Relation; session: ChannelSession; bindings: PgBinding[] };

function groupBySession(index: number, change: Change, rel: Relation, bindings: PgBinding[]): Match[] {
  const bySession = new Map<ChannelSession, PgBinding[]>();
  for (const b of bindings) {
    const list = bySession.get(b.session);
    if (list) list.push(b);
    else bySession.set(b.session, [b]);
  }
  return [...bySession].map(([session, list]) => ({ index, change, rel, session, bindings: list }));
}

function selectOf(bindings: PgBinding[]): Set<string> | null {
  if (bindings.some((b) => !b.select)) return null;
  return new Set(bindings.flatMap((b) => b.select ?? []));
}

export async function dispatchChanges(
  core: RealtimeBase,
  relInfo: RelationInfo,
  changes: Change[],
  candidates: (c: Change) => PgBinding[],
): Promise<void> {
  const matches: Match[] = [];
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    const bindings = candidates(change);
    if (bindings.length === 0) continue;
    const rel = core.stack.schema().relations.get(relKey(change.schema, change.table));
    if (rel) matches.push(...groupBySession(i, change, rel, bindings));
  }
  if (matches.length === 0) return;
  const infos = new Map<Match, RelInfo>();
  await Promise.all(matches.map(async (m) => infos.set(m, await relInfo.load(m.rel, m.session.auth.ctx.role))));

  const checks = new VisibilityChecks();
  const plans: Plan[] = [];
  for (const m of matches) {
    const { change, rel, session } = m;
    const info = infos.get(m)!;
    const base = { index: m.index, change, rel, info, session, select: selectOf(m.bindings), checkKey: null };
    // Events a subscriber may not read are not sent at all (walrus would send an empty event
    // saying "Error 401: Unauthorized", which still tells the table, the kind and the time).
    if (info.selectable.size === 0) continue;
    if (rel.primaryKey.length === 0) {
      // No key to check RLS with: only a table the role reads without RLS says so.
      if (change.type !== 'DELETE' && (!info.rls || info.bypass)) {
        plans.push({ ...base, ids: m.bindings.map((b) => b.id), errors: ['Error 400: Bad Request, no primary key'] });
      }
      continue;
    }
    if (!rel.primaryKey.every((k) => info.selectable.has(k))) continue;
    const row = change.type === 'DELETE' ? oldIdentity(change, rel, info) : change.record;
    const ids = m.bindings.filter((b) => matchesFilters(b.filters, row, rel)).map((b) => b.id);
    if (ids.length === 0) continue;
    let checkKey: string | null = null;
    if (info.rls && change.type !== 'DELETE' && change.record) {
      checkKey = checks.request(rel, session.auth, m.index, change.record);
    } else if (info.rls && !info.bypass && change.type === 'DELETE') {
      // The row is gone: the role's SELECT policies decide on the old row (all of it, whatever
      // the replica identity; only the key is sent).
      if (!change.old_record || info.readPolicy === 'false') continue;
      checkKey = checks.request(rel, session.auth, m.index, change.old_record, { kind: 'old', policy: info.readPolicy });
    }
    plans.push({ ...base, ids, errors: null, checkKey });
  }
  await checks.run(core.stack.sql, core.log);

  const built = new Map<string, string>();
  for (const p of plans) {
    if (p.session.closed || !p.session.armed) continue;
    if (p.checkKey && !checks.visible(p.checkKey, p.index)) continue;
    if (p.session.expireIfDue()) continue;
    const cacheKey = `${p.index}\u0000${p.session.auth.ctx.role}\u0000${p.select ? [...p.select].sort().join(',') : '*'}\u0000${p.errors ?? ''}`;
    let data = built.get(cacheKey);
    if (data === undefined) built.set(cacheKey, (data = buildChangeData(p.change, p.rel, p.info, p.select, p.errors)));
    p.session.pushRaw('postgres_changes', `{"ids":${JSON.stringify(p.ids)},"data":${data}}`);
  }
}
