// A reverse proxy in front of the local stack that counts the requests reaching it, so the
// benchmark can measure how many backend round trips the app makes without changing the stack.
// HTTP requests are forwarded with their bodies; WebSocket upgrades (Realtime) are piped through.
import http from 'node:http';
import net from 'node:net';

export type CountingProxy = {
  /** Starts counting from zero. */
  reset: () => void;
  /** Requests seen since the last reset, by "METHOD /path" (query strings dropped). */
  counts: () => Record<string, number>;
  total: () => number;
  close: () => Promise<void>;
};

export async function startCountingProxy(listenPort: number, targetPort: number): Promise<CountingProxy> {
  let counts = new Map<string, number>();
  // Upgraded sockets leave the HTTP server's bookkeeping; close() ends them itself.
  const tunnels = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const count = (method: string | undefined, url: string | undefined) => {
    const key = `${method ?? 'GET'} ${(url ?? '/').split('?')[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };

  const server = http.createServer((req, res) => {
    count(req.method, req.url);
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `counting proxy: ${e.message}` }));
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    count(req.method, req.url);
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    tunnels.add(upstream).add(socket as net.Socket);
    const end = () => {
      upstream.destroy();
      socket.destroy();
      tunnels.delete(upstream);
      tunnels.delete(socket as net.Socket);
    };
    upstream.on('close', end);
    socket.on('close', end);
    upstream.on('error', end);
    socket.on('error', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });

  return {
    reset: () => {
      counts = new Map();
    },
    counts: () => Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b))),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const socket of tunnels) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
