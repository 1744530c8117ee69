// The framework's own floor for Lighthouse: a bare Next.js app (one static page with a heading and a
// paragraph, no CSS, no client component of ours) built with the repository's own next, react and
// react-dom, served by `next start` and measured like the app's pages in the same run. Lighthouse's
// CPU throttling multiplies the host's own task times, so a score depends on the machine as much as
// on the page; this floor says what any page of this framework version scores on this machine today.
// The app is written to a temporary folder whose node_modules is a hard-linked copy of ours
// (Turbopack refuses packages reached through a symlink outside its root), on the same file system
// as node_modules (the system's temporary folder when it is, else bench/.framework-floor-*, which
// git ignores); removed afterwards. Its Turbopack root is that folder, not the repository.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lighthouseMedian } from './lighthouse';

const ROOT = path.join(__dirname, '..', '..');
const READY_TIMEOUT_MS = 60_000;

const LAYOUT = `export const metadata = { title: 'Página mínima', description: 'Uma página do Next.js sem nada do app' };
export default function RootLayout({ children }) {
  return <html lang="pt-BR"><body>{children}</body></html>;
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Página mínima</h1>
      <p style={{ maxWidth: 600, fontSize: 18, lineHeight: 1.6 }}>
        Uma página estática do Next.js com o mesmo framework do app e nada mais: o quanto o próprio
        framework custa na pontuação do Lighthouse nesta máquina, hoje.
      </p>
    </main>
  );
}
`;

function writeApp(dir: string) {
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'framework-floor', private: true }));
  const config = { poweredByHeader: false, turbopack: { root: dir } };
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  // Hard links: real files inside the folder, made in a second or two, no copy of the bytes.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
}

async function serve(dir: string, port: number) {
  const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' };
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, stdio: 'ignore' });
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exit, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await sleep(300);
  }
  await stop();
  throw new Error(`the framework floor did not answer on ${url}`);
}

/** Lighthouse (mobile, median of `runs`) of a bare Next.js page on `port`. */
export async function measureFrameworkFloor(port: number, runs: number, chromePath: string) {
  // Hard links cannot cross file systems: the system's temporary folder only when it shares one with node_modules.
  const sameDevice = fs.statSync(os.tmpdir()).dev === fs.statSync(path.join(ROOT, 'node_modules')).dev;
  const base = sameDevice ? path.join(os.tmpdir(), 'conecta-framework-floor-') : path.join(ROOT, 'bench', '.framework-floor-');
  const dir = fs.mkdtempSync(base);
  try {
    writeApp(dir);
    const app = await serve(dir, port);
    try {
      console.log(`lighthouse of a bare Next.js page (mobile) x${runs}`);
      return await lighthouseMedian(app.url, runs, chromePath);
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
