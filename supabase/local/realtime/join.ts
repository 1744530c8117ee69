// phx_join: authorise the channel, reply with the postgres_changes echo (ids element by
// element), send presence_state, then arm change delivery and say "Subscribed to PostgreSQL".
import crypto from 'node:crypto';
import { bindingId, isBindingList, prepareBindings } from './bindings';
import { authorizeChannel } from './channel-auth';
import type { Core } from './core';
import { isObject } from './json';
import { REASONS } from './limits';
import type { Frame } from './protocol';
import { ChannelSession, type SessionSocket } from './session';

/** What a join needs of the socket (connection.ts's Connection, which calls handleJoin). */
export type JoiningSocket = SessionSocket & {
  readonly core: Core;
  readonly sessions: Map<string, ChannelSession>;
  /** Ends the socket after a short grace, ignoring what the client sends meanwhile. */
  drop(code: number, reason: string): void;
};

export function handleJoin(conn: JoiningSocket, msg: Frame) {
  const fail = (reason: string) => conn.reply(msg, 'error', { reason });
  if (!msg.topic.startsWith('realtime:')) return fail('unmatched topic');
  if (msg.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name');
  const payload = isObject(msg.payload) ? msg.payload : {};
  const config = isObject(payload.config) ? payload.config : {};
  if (config.private === true) {
    return fail(
      'PrivateChannelsNotSupported: private channels (Realtime Authorization on realtime.messages) are not supported by the local stack',
    );
  }
  // Realtime's tenant limits come before the token: connected users, joins per second, channels.
  const refused = conn.core.limits.refuseJoin(conn, conn.sessions.size, conn.sessions.has(msg.topic));
  if (refused) {
    fail(refused);
    // Realtime drops the whole socket of a client that joins too fast.
    if (refused === REASONS.tooManyJoins) conn.drop(1000, 'ClientJoinRateLimitReached');
    return;
  }
  const rawBindings = config.postgres_changes ?? [];
  if (!isBindingList(rawBindings)) return fail('InvalidJoinPayload: config.postgres_changes must be a list of objects');
  const auth = authorizeChannel(conn.core.stack.keys, conn.apikey, payload.access_token ?? payload.user_token);
  if (!auth.ok) return fail(`${auth.code}: ${auth.message}`);

  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : crypto.randomUUID();
  // A second join of the same topic replaces the first, as Phoenix does.
  const previous = conn.sessions.get(msg.topic);
  if (previous) conn.dropSession(previous);
  const session = new ChannelSession(conn, msg.topic, msg.joinRef ?? msg.ref, auth.auth, {
    selfBroadcast: broadcast.self === true,
    ackBroadcast: broadcast.ack === true,
    presenceEnabled: presence.enabled === true,
    presenceKey: key,
  });
  conn.sessions.set(msg.topic, session);
  conn.core.limits.users.add(conn);
  conn.core.hub.add(session);

  const echo = rawBindings.map((raw) => ({ ...raw, id: bindingId(raw) }));
  const joined = () => {
    conn.reply(msg, 'ok', { postgres_changes: echo });
    if (session.presenceEnabled) session.push('presence_state', conn.core.hub.presence.state(session.topic));
  };
  if (rawBindings.length === 0) return joined();

  const options = isObject(config.postgres_changes_options) ? config.postgres_changes_options : {};
  const wait = options.wait === true;
  if (!wait) joined();
  arm(conn.core, session, rawBindings).then(
    (error) => {
      if (session.closed) return;
      if (error === null) {
        if (wait) joined();
        session.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      } else if (wait) {
        conn.dropSession(session);
        fail(`RealtimeDisabledForConfiguration: ${error}`);
      } else {
        session.system('postgres_changes', 'error', error);
      }
    },
    (e) => {
      conn.core.log(`realtime: arming postgres_changes failed: ${(e as Error)?.stack ?? e}`);
      if (session.closed) return;
      if (wait) {
        conn.dropSession(session);
        fail('UnableToSubscribeToPostgres: the database could not be reached');
      } else {
        session.system('postgres_changes', 'error', 'UnableToSubscribeToPostgres: the database could not be reached');
      }
    },
  );
}

/** Validates and registers the bindings; null once delivery is live, else the error message. */
async function arm(core: Core, session: ChannelSession, raws: Record<string, unknown>[]): Promise<string | null> {
  await core.changes.ready();
  const result = await prepareBindings(core, session, raws);
  if (!result.ok) return result.message;
  if (session.closed) return null;
  session.bindings = result.bindings;
  core.changes.add(session);
  session.armed = true;
  return null;
}
