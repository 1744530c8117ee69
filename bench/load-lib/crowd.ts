// The simulated users: each signs in (a password grant, then the session cookie), walks its
// role's journey with a short pause between steps, and starts over with a new sign-in. They run
// until stop(); the recorder can be swapped between phases (warm-up, measured, faults).
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoRole } from '../../e2e/support/accounts';
import { ROLE_MIX, THINK_MS } from './config';
import { journeyOf, type Ledger } from './journey';
import { Recorder } from './recorder';
import { signIn, type Backend, type UserSession } from './session';

export type Crowd = {
  /** Where the following requests are counted. */
  setRecorder: (recorder: Recorder) => void;
  /** Journeys completed by all users so far. */
  journeys: () => number;
  /** Ends every loop after its current step and waits for them (bounded by the request timeout). */
  stop: () => Promise<void>;
};

export function startCrowd({
  users,
  urls,
  backend,
  ledger,
  recorder,
}: {
  users: number;
  urls: string[];
  backend: Backend;
  ledger: Ledger;
  recorder: Recorder;
}): Crowd {
  let current = recorder;
  let running = true;
  let journeys = 0;
  let serial = 0;
  const next = () => ++serial;
  // A request counts in the window it started in, unless a fault began while it ran: then in that
  // fault's window, since the fault is what it met (a sign-in queued at the end of a quiet window
  // and cut by the next fault is not a failure of the quiet window).
  const time = <T>(step: string, run: () => Promise<T>) => {
    const started = current;
    return Recorder.timeInto(step, run, () => (current !== started && current.outage ? current : started));
  };

  const loop = async (index: number) => {
    const role: DemoRole = ROLE_MIX[index % ROLE_MIX.length];
    const baseUrl = urls[index % urls.length];
    const steps = journeyOf(role);
    // Users start spread over the first seconds rather than all at once.
    await sleep(Math.round((index * 2000) / users));
    while (running) {
      const user: UserSession | undefined = await time('sign-in (password grant)', () => signIn(role, backend));
      if (!user) {
        await sleep(500);
        continue;
      }
      for (const step of steps) {
        if (!running) return;
        await time(step.name, () => step.run(user, { baseUrl, ledger, serial: next }));
        await sleep(Math.random() * THINK_MS);
      }
      journeys += 1;
    }
  };

  const loops = Array.from({ length: users }, (_, i) => loop(i));
  return {
    setRecorder: (r) => {
      current = r;
    },
    journeys: () => journeys,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
