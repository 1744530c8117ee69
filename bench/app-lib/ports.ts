// Refuses to start when a port the benchmark needs is taken (someone else's server).
import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [what, port] of Object.entries(ports)) if (!(await isFree(port))) busy.push(`${port} (${what})`);
  if (busy.length) throw new Error(`ports in use: ${busy.join(', ')}; stop those servers or retry later`);
}
