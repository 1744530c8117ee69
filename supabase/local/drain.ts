// A graceful stop for the API server, in the way Go's http.Server.Shutdown stops GoTrue and
// PostgREST: stop listening, close the connections that sit idle after a response, answer every
// request already received, and give a connection that was accepted but has not yet sent its
// first request a moment to send it (its bytes may be on the socket, not yet read).
//
// Node's own server.close() closes "idle" connections at once, and a connection accepted whose
// request is still unread counts as idle: under load that dropped requests that were sent before
// the stop began (the client saw "fetch failed"), and so did closing the listener while accepted
// handshakes still waited in its backlog.
import type http from 'node:http';
import net from 'node:net';

export type Drainer = {
  /** Call first thing for every request: it is counted until its response is closed. */
  track(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Requests being answered. */
  inFlight(): number;
  /**
   * Stops listening and waits, at most `timeoutMs`, for the requests in flight and for fresh
   * connections (each given `freshGraceMs` to send a request); then closes whatever is left.
   * Resolves with the number of requests still unanswered when it gave up (0 when drained), and
   * `closed`, settled once every connection is gone (upgraded ones too: close those first).
   */
  drain(timeoutMs: number, freshGraceMs?: number): Promise<{ unanswered: number; closed: Promise<void> }>;
};

/** How long a stop keeps accepting the connections that queued before it (see drain()). */
const ACCEPT_WINDOW_MS = 1_000;

export function drainable(server: http.Server): Drainer {
  /** Connections accepted that have not sent a request yet. */
  const fresh = new Set<net.Socket>();
  /** Requests being answered, per connection (more than one only when a client pipelines). */
  const busy = new Map<net.Socket, number>();
  /** Every connection still open, so the stop can close the idle ones itself. */
  const open = new Set<net.Socket>();
  let draining = false;
  let settled: (() => void) | null = null;
  const check = () => {
    if (draining && busy.size === 0 && fresh.size === 0) settled?.();
  };

  let accepted = 0;
  server.on('connection', (socket: net.Socket) => {
    accepted += 1;
    open.add(socket);
    fresh.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      fresh.delete(socket);
      busy.delete(socket);
      check();
    });
  });
  // A WebSocket upgrade leaves HTTP: the realtime server closes it.
  server.on('upgrade', (req: http.IncomingMessage) => {
    fresh.delete(req.socket);
    open.delete(req.socket);
    check();
  });

  const inFlight = () => {
    let n = 0;
    for (const count of busy.values()) n += count;
    return n;
  };

  return {
    track(req, res) {
      const socket = req.socket;
      fresh.delete(socket);
      busy.set(socket, (busy.get(socket) ?? 0) + 1);
      // Stopping: answer, then close the connection instead of keeping it alive.
      if (draining) res.setHeader('Connection', 'close');
      res.once('close', () => {
        const left = (busy.get(socket) ?? 1) - 1;
        if (left > 0) busy.set(socket, left);
        else {
          busy.delete(socket);
          if (draining) socket.end();
        }
        check();
      });
    },
    inFlight,
    async drain(timeoutMs, freshGraceMs = 1_000) {
      draining = true;
      // Accept the connections already waiting in the listen backlog (a client whose handshake
      // is done has sent its request, for all it knows): closing the listener resets them. Node
      // accepts one connection per turn of the event loop, so: turn until a whole poll of the
      // listening socket brings none (at most ACCEPT_WINDOW_MS, should clients keep coming).
      const until = performance.now() + Math.min(ACCEPT_WINDOW_MS, timeoutMs);
      for (;;) {
        const before = accepted;
        for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
        if (accepted === before || performance.now() > until) break;
      }
      // net.Server's close: stop listening without http.Server's closeIdleConnections().
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // Let data already on the sockets be read before deciding which connections are idle.
      await new Promise((resolve) => setImmediate(resolve));
      for (const socket of open) if (!fresh.has(socket) && !busy.has(socket)) socket.end();
      const timers: NodeJS.Timeout[] = [];
      await new Promise<void>((resolve) => {
        settled = resolve;
        timers.push(setTimeout(resolve, timeoutMs));
        timers.push(
          setTimeout(
            () => {
              for (const socket of fresh) socket.destroy();
            },
            Math.min(freshGraceMs, timeoutMs),
          ),
        );
        check();
      });
      for (const timer of timers) clearTimeout(timer);
      const unanswered = inFlight();
      for (const socket of open) socket.destroy();
      return { unanswered, closed };
    },
  };
}
