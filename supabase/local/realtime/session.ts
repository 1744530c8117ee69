// One joined channel of one socket: who it acts for, its config, its postgres_changes
// bindings, and the timer that ends it when its token expires.
import type { Stack } from '../types';
import { authorizeChannel, expiredMessage, type ChannelAuth } from './channel-auth';
import type { Filter } from './filters';
import { WindowBudget } from './limits';
import type { Frame, Vsn } from './protocol';

/** The frame a reply answers. */
export type Pushed = { joinRef: string | null; ref: string | null; topic: string };

/**
 * What a channel, and whoever holds one, needs of the socket it was joined on (connection.ts's
 * Connection; declared here so the channel does not depend on the connection's module).
 */
export type SessionSocket = {
  readonly apikey: string;
  readonly vsn: Vsn;
  readonly core: { readonly stack: Stack };
  send(frame: Frame): void;
  sendRaw(frame: Omit<Frame, 'payload'>, payloadJson: string): void;
  /** Already encoded for this socket's protocol version. */
  sendData(data: string | Buffer): void;
  reply(msg: Pushed, status: 'ok' | 'error', response: unknown): void;
  dropSession(session: ChannelSession): void;
};

export type PgEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export type PgBinding = {
  id: number;
  event: PgEvent;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filters: Filter[];
  select: string[] | null;
  session: ChannelSession;
};

export type ChannelOptions = {
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
};

// setTimeout cannot wait longer than ~24.8 days; re-check at least hourly instead.
const MAX_TIMER_MS = 3_600_000;

export class ChannelSession {
  readonly subTopic: string;
  closed = false;
  /** Set once change delivery is live for this channel's bindings. */
  armed = false;
  bindings: PgBinding[] = [];
  presenceEnabled: boolean;
  /** Presence messages this channel may still send in the current window. */
  readonly presenceBudget = new WindowBudget();
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly conn: SessionSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    public auth: ChannelAuth,
    readonly options: ChannelOptions,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.presenceEnabled = options.presenceEnabled;
    this.scheduleExpiry();
  }

  push(event: string, payload: unknown) {
    this.conn.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  pushRaw(event: string, payloadJson: string) {
    this.conn.sendRaw({ joinRef: this.joinRef, ref: null, topic: this.topic, event }, payloadJson);
  }

  system(extension: string, status: 'ok' | 'error', message: string) {
    this.push('system', { channel: this.subTopic, extension, message, status });
  }

  /** True (and the channel is shut down) when the token has expired. */
  expireIfDue(): boolean {
    if (this.closed) return true;
    if (this.auth.exp === null || this.auth.exp > Date.now() / 1000) return false;
    this.shutdown(expiredMessage(this.auth.exp));
    return true;
  }

  /** An `access_token` push: swap the claims used for RLS, or end the channel if it is bad. */
  updateToken(presented: unknown) {
    if (presented === null || presented === undefined || presented === this.auth.token) return;
    const result = authorizeChannel(this.conn.core.stack.keys, this.conn.apikey, presented);
    if (!result.ok) {
      this.shutdown(result.message);
      return;
    }
    this.auth = result.auth;
    this.scheduleExpiry();
  }

  /** Realtime's shutdown: a system error, then phx_close for this join. */
  shutdown(message: string) {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.push('phx_close', {});
    this.conn.dropSession(this);
  }

  dispose() {
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  private scheduleExpiry() {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (this.auth.exp === null) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, this.auth.exp * 1000 - Date.now()));
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      if (!this.expireIfDue()) this.scheduleExpiry();
    }, wait + 5);
    this.expiryTimer.unref();
  }
}
