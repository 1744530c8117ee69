// Waits until the page's Realtime channel on a topic has been joined, so an event sent from the
// test afterwards is one the page is listening for. Attach before navigating.
import type { Page, WebSocket } from '@playwright/test';

export type Frame = {
  joinRef?: string | null;
  ref?: string | null;
  topic?: string;
  event?: string;
  payload?: { status?: string; data?: { table?: string; type?: string } };
};

/** Phoenix frames: objects (serializer 1.0.0) or arrays [join_ref, ref, topic, event, payload] (2.0.0). */
function parse(payload: string | Buffer): Frame | null {
  if (typeof payload !== 'string') return null;
  try {
    const frame = JSON.parse(payload);
    if (Array.isArray(frame)) return { joinRef: frame[0], ref: frame[1], topic: frame[2], event: frame[3], payload: frame[4] };
    return { joinRef: frame.join_ref, ref: frame.ref, topic: frame.topic, event: frame.event, payload: frame.payload };
  } catch {
    return null;
  }
}

export function realtimeJoined(page: Page, topicPrefix: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Realtime join on ${topicPrefix}* within ${timeoutMs} ms`)), timeoutMs);
    const watch = (ws: WebSocket) => {
      if (!ws.url().includes('/realtime/v1/websocket')) return;
      const joins = new Set<string>();
      ws.on('framesent', ({ payload }) => {
        const frame = parse(payload);
        if (frame?.event === 'phx_join' && frame.topic?.startsWith(`realtime:${topicPrefix}`) && frame.ref) joins.add(frame.ref);
      });
      ws.on('framereceived', ({ payload }) => {
        const frame = parse(payload);
        if (frame?.event === 'phx_reply' && frame.ref && joins.has(frame.ref) && frame.payload?.status === 'ok') {
          clearTimeout(timer);
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
}

export type RealtimeLink = {
  /** Resolves once a channel on `topic*` is joined on the current connection. */
  joined: (topicPrefix: string) => Promise<void>;
  /** Drops the connection as a network failure would; the client reconnects by itself. */
  drop: () => Promise<void>;
  connections: () => number;
  /**
   * With `holdJoin`: resolves once the page sent the held join (its client code is running) and
   * the server has not seen it yet.
   */
  joinHeld: () => Promise<void>;
  /** With `holdJoin`: sends the held join, and everything the page sent after it, in order. */
  releaseJoin: () => void;
};

export type RouteRealtimeOptions = {
  /** Server frames to lose on the way, to simulate lost events. */
  dropFromServer?: (frame: Frame) => boolean;
  /**
   * A topic prefix whose first join is held back (with every later frame of the page) until
   * `releaseJoin()`: the window between the server render and a live subscription.
   */
  holdJoin?: string;
};

/**
 * Routes the page's Realtime WebSocket through the test, forwarding frames both ways (except the
 * server frames `dropFromServer` picks, to simulate lost events), so the test can see joins and
 * cut the connection. Call before navigating.
 */
export async function routeRealtime(page: Page, { dropFromServer, holdJoin }: RouteRealtimeOptions = {}): Promise<RealtimeLink> {
  let connections = 0;
  let current: { close: () => Promise<void> } | null = null;
  const waiters: { prefix: string; since: number; resolve: () => void }[] = [];
  // Once the join to hold is seen, the page's frames queue here until released (null: not holding).
  let held: { send: () => void }[] | null = null;
  let holdPending = holdJoin !== undefined;
  let onHeld: () => void = () => {};
  const heldSeen = new Promise<void>((resolve) => (onHeld = resolve));

  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const connection = ++connections;
    const server = ws.connectToServer();
    const joins = new Map<string, string>();
    ws.onMessage((message) => {
      const frame = parse(message);
      if (frame?.event === 'phx_join' && frame.ref && frame.topic) joins.set(frame.ref, frame.topic);
      if (holdPending && frame?.event === 'phx_join' && frame.topic?.startsWith(`realtime:${holdJoin}`)) {
        holdPending = false;
        held = [];
        onHeld();
      }
      if (held) held.push({ send: () => server.send(message) });
      else server.send(message);
    });
    server.onMessage((message) => {
      const frame = parse(message);
      const topic = frame?.event === 'phx_reply' && frame.ref ? joins.get(frame.ref) : undefined;
      if (frame && dropFromServer?.(frame)) return;
      if (topic && frame?.payload?.status === 'ok') {
        for (const waiter of waiters.filter((w) => connection > w.since && topic.startsWith(`realtime:${w.prefix}`))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      ws.send(message);
    });
    current = {
      close: async () => {
        await server.close({ code: 1001, reason: 'test: connection dropped' });
        await ws.close({ code: 1001, reason: 'test: connection dropped' });
      },
    };
  });

  return {
    // Joins on connections opened from now on: call it before the action that makes them.
    joined: (prefix) => new Promise<void>((resolve) => waiters.push({ prefix, since: connections, resolve })),
    drop: async () => {
      if (!current) throw new Error('no Realtime connection to drop');
      await current.close();
    },
    connections: () => connections,
    joinHeld: () => {
      if (holdJoin === undefined) throw new Error('routeRealtime: no holdJoin given');
      return heldSeen;
    },
    releaseJoin: () => {
      if (!held) throw new Error('routeRealtime: no join is held');
      const queued = held;
      held = null;
      for (const frame of queued) frame.send();
    },
  };
}
