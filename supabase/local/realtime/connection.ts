// One WebSocket: decodes frames, answers heartbeats and routes channel events. Bad frames are
// logged and dropped; nothing a client sends may take the server down.
import WebSocket from 'ws';
import { onBinaryBroadcast, onBroadcast, onPresence } from './channel-events';
import type { Core } from './core';
import { isObject } from './json';
import { handleJoin, type JoiningSocket } from './join';
import { REASONS } from './limits';
import { decodeBinary, decodeText, encodeRaw, encodeText, FrameError, type Frame, type Vsn } from './protocol';
import type { ChannelSession } from './session';

// A client this far behind is not reading; drop it rather than buffer without bound.
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
// How long a dropped socket stays open, unread, before it is closed: closing at once while the
// client is still sending makes the kernel answer with a reset, and the client then loses the
// replies it had not read yet, the refusal among them.
const DROP_GRACE_MS = 500;

export class Connection implements JoiningSocket {
  readonly sessions = new Map<string, ChannelSession>();
  lastSeen = Date.now();
  private dropping = false;

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apikey: string,
    readonly core: Core,
  ) {
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', (e) => core.log(`realtime socket error: ${e.message}`));
  }

  get open() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  sendData(data: string | Buffer) {
    if (!this.open) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.core.log('realtime: closing a socket that stopped reading');
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }

  send(frame: Frame) {
    this.sendData(encodeText(frame, this.vsn));
  }

  sendRaw(frame: Omit<Frame, 'payload'>, payloadJson: string) {
    this.sendData(encodeRaw(frame, payloadJson, this.vsn));
  }

  reply(msg: { joinRef: string | null; ref: string | null; topic: string }, status: 'ok' | 'error', response: unknown) {
    this.send({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload: { status, response } });
  }

  /** Ends a channel on the server side (leave, rejoin, shutdown or socket close). */
  dropSession(session: ChannelSession) {
    if (this.sessions.get(session.topic) === session) this.sessions.delete(session.topic);
    session.dispose();
    this.core.hub.remove(session);
    this.core.changes.remove(session);
  }

  private onMessage(data: WebSocket.RawData, isBinary: boolean) {
    if (this.dropping) return;
    this.lastSeen = Date.now();
    const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    try {
      if (isBinary) this.onBinary(buf);
      else this.dispatch(decodeText(buf.toString('utf8'), this.vsn));
    } catch (e) {
      if (e instanceof FrameError) this.core.log(`realtime: dropped a malformed frame: ${e.message}`);
      else this.core.log(`realtime: error handling a frame: ${(e as Error)?.stack ?? e}`);
    }
  }

  private onBinary(buf: Buffer) {
    if (this.vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0');
    const push = decodeBinary(buf);
    const session = this.sessions.get(push.topic);
    if (!session) {
      this.reply(push, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (this.core.limits.overEvents()) {
      session.shutdown(REASONS.tooManyMessages);
      return;
    }
    onBinaryBroadcast(this.core, session, push);
  }

  private dispatch(msg: Frame) {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok', {});
      return;
    }
    if (msg.event === 'phx_join') return handleJoin(this, msg);
    const session = this.sessions.get(msg.topic);
    const stale = session && msg.joinRef !== null && session.joinRef !== null && msg.joinRef !== session.joinRef;
    if (msg.event === 'phx_leave') {
      // Answered ok even for an unknown topic: the client only needs to learn the channel is gone.
      this.reply(msg, 'ok', {});
      if (session && !stale) this.dropSession(session);
      return;
    }
    if (!session || stale) {
      this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (msg.event !== 'access_token' && this.core.limits.overEvents()) {
      session.shutdown(REASONS.tooManyMessages);
      return;
    }
    switch (msg.event) {
      case 'access_token':
        if (isObject(msg.payload)) session.updateToken(msg.payload.access_token);
        return;
      case 'broadcast':
        return onBroadcast(this.core, session, msg);
      case 'presence':
        return onPresence(this.core, session, msg);
      default:
        // Realtime ignores unexpected client events without a reply.
        return;
    }
  }

  private onClose() {
    for (const session of [...this.sessions.values()]) this.dropSession(session);
    this.core.limits.users.delete(this);
  }

  drop(code: number, reason: string) {
    if (this.dropping) return;
    this.dropping = true;
    for (const session of [...this.sessions.values()]) this.dropSession(session);
    this.core.limits.users.delete(this);
    setTimeout(() => this.close(code, reason), DROP_GRACE_MS).unref();
  }

  close(code = 1001, reason = 'server shutting down') {
    this.onClose();
    if (this.open) this.ws.close(code, reason);
    else this.ws.terminate();
  }
}
