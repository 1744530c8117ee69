// A diagnostic view into the app server's heap (LOAD_INSPECT_PORT: the server runs with
// --inspect on that port): a full garbage collection through the inspector, then
// process.memoryUsage() and V8's heap spaces, so a growing RSS can be told apart as live objects
// (heapUsed after GC), buffers (arrayBuffers, external) or memory V8 keeps but no longer uses.
import WebSocket from 'ws';

export type HeapReading = {
  rss_mb: number;
  heap_total_mb: number;
  heap_used_mb: number;
  external_mb: number;
  array_buffers_mb: number;
};

type ProfileNode = { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: ProfileNode[] };
type Reply = { id: number; result?: { result?: { value?: unknown }; profile?: { head: ProfileNode } }; error?: { message: string } };

export type InspectorSession = Awaited<ReturnType<typeof session>>;

/** One inspector session (the sampling profiler lives as long as its session). */
export async function session(port: number) {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(5000) })).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, (reply: Reply) => void>();
  ws.on('message', (data) => {
    const reply = JSON.parse(String(data)) as Reply;
    waiting.get(reply.id)?.(reply);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} timed out`)), 120_000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) reject(new Error(`inspector: ${reply.error.message}`));
        else resolve(reply);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

const MB = 1024 * 1024;
const mb = (n: number) => Math.round((n / MB) * 10) / 10;

/** Memory of the server after a full GC (collectGarbage twice: weak references let go in between). */
export async function heapAfterGc(port: number): Promise<HeapReading> {
  const s = await session(port);
  try {
    await s.send('HeapProfiler.collectGarbage');
    await s.send('HeapProfiler.collectGarbage');
    const reply = await s.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const usage = JSON.parse(String(reply.result?.result?.value)) as NodeJS.MemoryUsage;
    return {
      rss_mb: mb(usage.rss),
      heap_total_mb: mb(usage.heapTotal),
      heap_used_mb: mb(usage.heapUsed),
      external_mb: mb(usage.external),
      array_buffers_mb: mb(usage.arrayBuffers),
    };
  } finally {
    s.close();
  }
}

/** Evaluates an expression in the server (diagnostics only) and answers its JSON value. */
export async function evaluate(port: number, expression: string): Promise<unknown> {
  const s = await session(port);
  try {
    const reply = await s.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    return reply.result?.result?.value;
  } finally {
    s.close();
  }
}

/** Starts V8's sampling heap profiler in `s`: it keeps the allocations that are still alive. */
export async function startSampling(s: InspectorSession): Promise<void> {
  await s.send('HeapProfiler.enable');
  await s.send('HeapProfiler.startSampling', { samplingInterval: 16384 });
}

/**
 * After a full GC, the sampled allocations still alive, summed per allocating stack (the
 * innermost frames of ours or of a package, `depth` deep), biggest first.
 */
export async function retainedAllocations(s: InspectorSession, depth = 6, top = 25): Promise<{ mb: number; stack: string }[]> {
  {
    await s.send('HeapProfiler.collectGarbage');
    await s.send('HeapProfiler.collectGarbage');
    const head = (await s.send('HeapProfiler.getSamplingProfile')).result?.profile?.head;
    if (!head) throw new Error('inspector: no sampling profile');
    const sums = new Map<string, number>();
    const walk = (node: ProfileNode, path: string[]) => {
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\.next\//, '.next/')}:${node.callFrame.lineNumber}`;
      const here = [...path, frame];
      if (node.selfSize > 0) {
        const key = here.slice(-depth).reverse().join(' <- ');
        sums.set(key, (sums.get(key) ?? 0) + node.selfSize);
      }
      for (const child of node.children) walk(child, here);
    };
    walk(head, []);
    return [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([stack, bytes]) => ({ mb: Math.round((bytes / 1024 / 1024) * 100) / 100, stack }));
  }
}
