// Client pushes on a joined channel: broadcast (JSON or binary kind 3) and presence.
import { isObject } from './core';
import type { BinaryPush, Frame } from './protocol';
import type { ChannelSession } from './session';

export function onBroadcast(session: ChannelSession, msg: Frame) {
  // Realtime forwards the push payload as it came ({type, event, payload} from realtime-js).
  session.conn.core.hub.broadcastJson(session.topic, msg.payload ?? {}, session);
  if (session.options.ackBroadcast) session.conn.reply(msg, 'ok', {});
}

export function onBinaryBroadcast(session: ChannelSession, push: BinaryPush) {
  const hub = session.conn.core.hub;
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

export function onPresence(session: ChannelSession, msg: Frame) {
  const conn = session.conn;
  const payload = isObject(msg.payload) ? msg.payload : {};
  const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
  const presence = conn.core.hub.presence;
  if (event === 'track') {
    const meta = payload.payload ?? {};
    if (!isObject(meta)) {
      conn.reply(msg, 'error', { reason: 'Presence track payload must be a map' });
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
