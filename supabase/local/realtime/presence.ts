// Presence per topic, as Phoenix.Presence shapes it: state {key: {metas: [...]}} and diffs
// {joins, leaves}; every meta carries a unique phx_ref (phx_ref_prev when it replaces one).
import crypto from 'node:crypto';
import type { ChannelSession } from './session';

/** The hub's fan-out (hub.ts), which sends presence diffs to a topic's channels. */
export type FanOut = {
  fanOut(topic: string, event: string, payload: unknown, from: ChannelSession | null, only?: (s: ChannelSession) => boolean): void;
};

type Meta = Record<string, unknown> & { phx_ref: string };
type Entry = { key: string; meta: Meta; payloadJson: string };
type Grouped = Record<string, { metas: Meta[] }>;

const newRef = () => crypto.randomBytes(9).toString('base64url');

export class Presence {
  private topics = new Map<string, Map<ChannelSession, Entry>>();

  constructor(private hub: FanOut) {}

  state(topic: string): Grouped {
    const out: Grouped = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? []) (out[key] ??= { metas: [] }).metas.push(meta);
    return out;
  }

  track(session: ChannelSession, payload: Record<string, unknown>) {
    const payloadJson = JSON.stringify(payload);
    let entries = this.topics.get(session.topic);
    if (!entries) this.topics.set(session.topic, (entries = new Map()));
    const old = entries.get(session);
    if (old && old.payloadJson === payloadJson) return; // Realtime: no change, no diff
    const key = session.options.presenceKey;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (old) meta.phx_ref_prev = old.meta.phx_ref;
    entries.set(session, { key, meta, payloadJson });
    this.diff(session.topic, { [key]: { metas: [meta] } }, old ? { [old.key]: { metas: [old.meta] } } : {});
  }

  untrack(session: ChannelSession) {
    const entries = this.topics.get(session.topic);
    const old = entries?.get(session);
    if (!entries || !old) return;
    entries.delete(session);
    if (entries.size === 0) this.topics.delete(session.topic);
    this.diff(session.topic, {}, { [old.key]: { metas: [old.meta] } });
  }

  private diff(topic: string, joins: Grouped, leaves: Grouped) {
    this.hub.fanOut(topic, 'presence_diff', { joins, leaves }, null, (s) => s.presenceEnabled && !s.closed);
  }
}
