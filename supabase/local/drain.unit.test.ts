// The API server's graceful stop, on a plain http.Server and raw sockets, so each case controls
// exactly when a client's bytes arrive.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { drainable, type Drainer } from './drain';

type Served = { server: http.Server; drainer: Drainer; port: number; release: () => void };

/** A server whose /slow requests wait for release(); every other request is answered at once. */
async function serve(): Promise<Served> {
  let waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    drainer.track(req, res);
    const answer = () => res.end('ok');
    if (req.url === '/slow') waiting.push(answer);
    else answer();
  });
  const drainer = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    for (const answer of waiting) answer();
    waiting = [];
  };
  return { server, drainer, port: (server.address() as AddressInfo).port, release };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on the socket until it closes the connection. */
function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    socket.once('close', () => resolve(text));
  });
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: local\r\n\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a connection accepted before the stop whose request comes just after it is answered, then closed', async () => {
  const { drainer, port } = await serve();
  const socket = await connect(port);
  const text = readAll(socket);
  await sleep(20);
  const drained = drainer.drain(5_000, 1_000);
  await sleep(100);
  socket.write(request('/late'));
  const { unanswered, closed } = await drained;
  await closed;
  expect(unanswered).toBe(0);
  expect(await text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*ok$/);
});

test('a request in flight is answered before the drain ends; a keep-alive connection left idle is closed at once', async () => {
  const { drainer, port, release } = await serve();
  const busy = await connect(port);
  const busyText = readAll(busy);
  busy.write(request('/slow'));
  const idle = await connect(port);
  const idleText = readAll(idle);
  idle.write(request('/quick'));
  await sleep(50);
  expect(drainer.inFlight()).toBe(1);

  const started = Date.now();
  const drained = drainer.drain(5_000, 1_000);
  // The idle connection (its response sent, kept alive) is closed without waiting.
  expect(await idleText).toMatch(/ok$/);
  expect(Date.now() - started).toBeLessThan(1_000);
  setTimeout(release, 200);
  const { unanswered, closed } = await drained;
  await closed;
  expect(unanswered).toBe(0);
  expect(await busyText).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
});

test('a fresh connection that stays silent is closed after its grace; new connections are refused', async () => {
  const { drainer, port } = await serve();
  const silent = await connect(port);
  const silentText = readAll(silent);
  const started = Date.now();
  const { unanswered, closed } = await drainer.drain(5_000, 300);
  const took = Date.now() - started;
  await closed;
  expect(unanswered).toBe(0);
  expect(took).toBeGreaterThanOrEqual(290);
  expect(await silentText).toBe('');
  await expect(connect(port)).rejects.toThrow(/ECONNREFUSED/);
});

test('a request that outlasts the drain is counted as unanswered and its connection closed', async () => {
  const { drainer, port, release } = await serve();
  const socket = await connect(port);
  const text = readAll(socket);
  socket.write(request('/slow'));
  await sleep(50);
  const { unanswered, closed } = await drainer.drain(200, 100);
  await closed;
  release();
  expect(unanswered).toBe(1);
  expect(await text).toBe('');
});

test('connections still queued in the listen backlog when the stop begins are accepted and answered', async () => {
  // Each answer keeps the event loop busy for 10 ms, and Node accepts one connection per turn:
  // 24 clients that connect at once are still mostly in the backlog when the stop begins.
  const server = http.createServer((req, res) => {
    drainer.track(req, res);
    const until = performance.now() + 10;
    while (performance.now() < until);
    res.end('ok');
  });
  const drainer = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const sockets = await Promise.all(Array.from({ length: 24 }, () => connect(port)));
  const texts = sockets.map((socket) => {
    const text = readAll(socket);
    socket.write(request('/'));
    return text;
  });
  const { unanswered, closed } = await drainer.drain(5_000, 1_000);
  await closed;
  expect(unanswered).toBe(0);
  for (const text of await Promise.all(texts)) expect(text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
});
