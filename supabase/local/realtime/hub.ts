// Topic membership and fan-out: broadcast between clients and from the HTTP API. Shared
// messages carry join_ref null and are encoded once per protocol version.
import { encodeRaw, encodeUserBroadcast, type Vsn } from './protocol';
import { Presence } from './presence';
import type { ChannelSession } from './session';

export class Hub {
  private topics = new Map<string, Set<ChannelSession>>();
  readonly presence = new Presence(this);

  add(session: ChannelSession) {
    let members = this.topics.get(session.topic);
    if (!members) this.topics.set(session.topic, (members = new Set()));
    members.add(session);
  }

  remove(session: ChannelSession) {
    const members = this.topics.get(session.topic);
    if (!members?.delete(session)) return;
    if (members.size === 0) this.topics.delete(session.topic);
    this.presence.untrack(session);
  }

  members(topic: string): ChannelSession[] {
    return [...(this.topics.get(topic) ?? [])];
  }

  /** Sends one event to members of a topic (all but `from` unless it asked for its own). */
  fanOut(topic: string, event: string, payload: unknown, from: ChannelSession | null, only?: (s: ChannelSession) => boolean) {
    const members = this.topics.get(topic);
    if (!members) return;
    const json = JSON.stringify(payload);
    const encoded = new Map<Vsn, string>();
    for (const s of members) {
      if (s === from && !s.options.selfBroadcast) continue;
      if (only && !only(s)) continue;
      let data = encoded.get(s.conn.vsn);
      if (!data) encoded.set(s.conn.vsn, (data = encodeRaw({ joinRef: null, ref: null, topic, event }, json, s.conn.vsn)));
      s.conn.sendData(data);
    }
  }

  broadcastJson(topic: string, payload: unknown, from: ChannelSession | null) {
    this.fanOut(topic, 'broadcast', payload, from);
  }

  /** Raw-byte payloads only travel as binary kind-4 frames, which vsn 1.0.0 cannot carry. */
  broadcastBytes(topic: string, event: string, bytes: Buffer, from: ChannelSession | null) {
    const members = this.topics.get(topic);
    if (!members) return;
    const frame = encodeUserBroadcast(topic, event, bytes);
    for (const s of members) {
      if (s === from && !s.options.selfBroadcast) continue;
      if (s.conn.vsn === '2.0.0') s.conn.sendData(frame);
    }
  }
}
