// Client pushes on a joined channel: broadcast (JSON or binary kind 3) and presence, within
// Realtime's payload size and presence limits (limits.ts).
import type { Core } from './core';
import { isObject } from './json';
import { jsonSize, REASONS } from './limits';
import type { BinaryPush, Frame } from './protocol';
import type { ChannelSession, Pushed } from './session';

/** An oversized broadcast is dropped, with an error reply when the channel asked for acks. */
function broadcastTooLarge(core: Core, session: ChannelSession, msg: Pushed, bytes: number) {
  if (!core.limits.payloadTooLarge(bytes)) return false;
  if (session.options.ackBroadcast) session.conn.reply(msg, 'error', { reason: REASONS.payloadTooLarge });
  return true;
}

export function onBroadcast(core: Core, session: ChannelSession, msg: Frame) {
  const inner = isObject(msg.payload) && 'payload' in msg.payload ? msg.payload.payload : msg.payload;
  if (broadcastTooLarge(core, session, msg, jsonSize(inner))) return;
  // Realtime forwards the push payload as it came ({type, event, payload} from realtime-js).
  core.hub.broadcastJson(session.topic, msg.payload ?? {}, session);
  if (session.options.ackBroadcast) session.conn.reply(msg, 'ok', {});
}

export function onBinaryBroadcast(core: Core, session: ChannelSession, push: BinaryPush) {
  const hub = core.hub;
  if (broadcastTooLarge(core, session, push, push.payload.length)) return;
  if (!push.json) {
    hub.broadcastBytes(session.topic, push.event, push.payload, session);
  } else {
    let payload: unknown;
    try {
      payload = JSON.parse(push.payload.toString('utf8'));
    } catch {
      if (session.options.ackBroadcast) session.conn.reply(push, 'error', { reason: 'broadcast payload is not valid JSON' });
      return;
    }
    hub.broadcastJson(session.topic, { type: 'broadcast', event: push.event, payload }, session);
  }
  if (session.options.ackBroadcast) session.conn.reply(push, 'ok', {});
}

export function onPresence(core: Core, session: ChannelSession, msg: Frame) {
  const conn = session.conn;
  const payload = isObject(msg.payload) ? msg.payload : {};
  const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
  const presence = core.hub.presence;
  const limits = core.limits;
  // Realtime's order: the channel's own budget, then (track) the payload's shape and size, then
  // the stack's presence rate.
  if (!session.presenceBudget.take(limits.limits.maxClientPresenceEventsPerWindow, limits.limits.clientPresenceWindowMs)) {
    session.shutdown(REASONS.clientPresence);
    return;
  }
  if (event === 'track') {
    const meta = payload.payload ?? {};
    if (!isObject(meta)) {
      conn.reply(msg, 'error', { reason: 'Presence track payload must be a map' });
      return;
    }
    if (limits.payloadTooLarge(jsonSize(meta))) {
      session.shutdown(REASONS.trackTooLarge);
      return;
    }
    if (limits.overPresence()) {
      session.shutdown(REASONS.tooManyPresence);
      return;
    }
    // A track is what enables presence for a channel joined without it: it never got the
    // join-time presence_state, so send it now.
    // It is enabled after the diff goes out, so the state it gets already holds its own meta.
    const enabling = !session.presenceEnabled;
    presence.track(session, meta);
    conn.reply(msg, 'ok', {});
    if (enabling) {
      session.presenceEnabled = true;
      session.push('presence_state', presence.state(session.topic));
    }
    return;
  }
  if (event === 'untrack') {
    presence.untrack(session);
    conn.reply(msg, 'ok', {});
    return;
  }
  conn.reply(msg, 'error', { reason: `unknown presence event ${JSON.stringify(payload.event ?? null)}` });
}
