// Every port a test opens, derived from TEST_STACK_API_PORT (the Jest stack's API port; its
// database listens on TEST_STACK_DB_PORT), so parallel runs on other ports (other checkouts, CI)
// never collide. Jest runs the stack test files one after another (--runInBand), and each file
// stops what it started, so files share these ports:
//   base + 2, base + 3   a stack in a child process (API, database): child-stack.ts, earlier-cluster.ts
//   base + 4             a single service on its own HTTP server (storage/limits.stack.test.ts)
//   base + 5, base + 6   the Jest stack's mailbox (web + API, SMTP)
//   base + 7, base + 8   the mailbox of a stack in a child process
// Keep base + 9 below the next range handed out (.wt-ports leaves ten ports per range).

import net from 'node:net';

const base = () => Number(process.env.TEST_STACK_API_PORT ?? 55421);

/**
 * The API, database and mailbox ports of a stack started by a test besides the Jest stack (its
 * mailbox too: left to config.toml it would take the default ports a developer's stack uses).
 */
export function extraStackPorts(): { apiPort: number; dbPort: number; mailbox: ReturnType<typeof mailboxPorts> } {
  return { apiPort: base() + 2, dbPort: base() + 3, mailbox: mailboxPorts(true) };
}

/** The mailbox ([inbucket]) of the Jest stack (`extra`: of a stack started besides it). */
export function mailboxPorts(extra = false): { enabled: true; port: number; smtpPort: number } {
  const first = base() + (extra ? 7 : 5);
  return { enabled: true, port: first, smtpPort: first + 1 };
}

/** A port for one service served on its own by a test. */
export function servicePort(): number {
  return base() + 4;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Refuses to go on when a port is taken (someone else's server), naming each busy one. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [what, port] of Object.entries(ports)) if (!(await isFree(port))) busy.push(`${port} (${what})`);
  if (busy.length) throw new Error(`ports in use: ${busy.join(', ')}; stop those servers or retry later`);
}
