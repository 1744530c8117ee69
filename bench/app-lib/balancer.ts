// A small round-robin reverse proxy in front of several `next start` processes, as a deployment
// that has outgrown one server would have (a load balancer over stateless instances): bodies stream
// both ways, every header is passed on (set-cookie included, several of them), WebSocket upgrades
// are piped to the chosen instance. Loopback only. Used by bench/instances.ts and the load bench.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startApp, type AppEnv, type RunningApp } from './next-app';

export type Balancer = { url: string; /** Requests sent to each target so far. */ counts: () => number[]; close: () => Promise<void> };

// Hop-by-hop headers (RFC 9110 7.6.1): not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function forwardedHeaders(headers: http.IncomingHttpHeaders, clientAddress: string | undefined): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  const prior = headers['x-forwarded-for'];
  out['x-forwarded-for'] = [prior, clientAddress].filter(Boolean).join(', ');
  return out;
}

export async function startBalancer({
  port,
  targets,
  host = '127.0.0.1',
}: {
  port: number;
  targets: string[];
  host?: string;
}): Promise<Balancer> {
  if (!targets.length) throw new Error('startBalancer: no targets');
  const upstreams = targets.map((t) => new URL(t));
  const counts = upstreams.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const pick = () => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] += 1;
    return upstreams[index];
  };

  // A keep-alive socket the instance has just closed fails a request before any answer: a GET or
  // HEAD (no body to replay) is sent once more, on a new connection.
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, target: URL, retry: boolean) => {
    const replayable = req.method === 'GET' || req.method === 'HEAD';
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req.headers, req.socket.remoteAddress),
        agent: retry ? agent : false,
      },
      (answer) => {
        // rawHeaders keeps repeated headers (several set-cookie) as they came.
        const headers: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (retry && replayable && !res.headersSent && !req.destroyed) return forward(req, res, target, false);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`balancer: ${target.host} did not answer (${error.message})`);
    });
    req.on('aborted', () => upstream.destroy());
    if (replayable) upstream.end();
    else req.pipe(upstream);
  };

  const server = http.createServer((req, res) => forward(req, res, pick(), true));

  // WebSocket (and any other) upgrades: the request head is written again to the instance and the
  // two sockets are piped together.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    counts: () => [...counts],
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}

export type Instances = { apps: RunningApp[]; urls: string[]; stop: () => Promise<void> };

/**
 * `n` `next start` processes of one build (bench/app-lib/next-app.ts), on ports `firstPort`,
 * `firstPort + 1`, ...; `extraEnv` is added to each one's environment (SHARED_CACHE_TAGS=1, say).
 * Started one after the other; on a failure the ones already running are stopped.
 */
export async function startInstances(n: number, app: AppEnv, firstPort: number, extraEnv: Record<string, string> = {}): Promise<Instances> {
  const apps: RunningApp[] = [];
  const stop = async () => {
    for (const a of apps.splice(0)) await a.stop().catch((e) => console.error(`stop ${a.url}: ${e?.message ?? e}`));
  };
  try {
    for (let i = 0; i < n; i++) apps.push(await startApp(app, firstPort + i, { extraEnv }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apps, urls: apps.map((a) => a.url), stop };
}
