// The app(s) under load: a list of base URLs and the processes behind them. Today one `next start`;
// a balanced mode (two instances behind a proxy) replaces startTargets and nothing else.
import { buildApp, startApp, type AppEnv, type RunningApp } from '../app-lib/next-app';

export type Targets = {
  /** Base URLs the simulated users spread over (user i uses urls[i % urls.length]). */
  urls: string[];
  /** The server processes, for their memory. */
  apps: RunningApp[];
  stop: () => Promise<void>;
};

export type TargetOptions = { env: AppEnv; ports: number[]; build: boolean; nodeOptions?: string };

/** Builds (unless told not to) and starts one `next start` per port. */
export async function startTargets({ env, ports, build, nodeOptions }: TargetOptions): Promise<Targets> {
  if (build) await buildApp(env);
  const apps: RunningApp[] = [];
  const stop = async () => {
    for (const app of apps.reverse()) await app.stop().catch((e) => console.error(`app stop: ${e?.message ?? e}`));
  };
  try {
    for (const port of ports) apps.push(await startApp(env, port, { nodeOptions }));
  } catch (e) {
    await stop();
    throw e;
  }
  return { urls: apps.map((a) => a.url), apps: [...apps], stop };
}
