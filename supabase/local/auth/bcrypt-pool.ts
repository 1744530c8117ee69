// bcrypt off the event loop: a small pool of worker threads running bcryptjs, so a burst of
// sign-ins (each hash costs ~70 ms of CPU) never stalls the Data API, Storage or Realtime, which
// share the stack's one thread. One worker per spare core (at least one, at most four); tasks
// wait in a queue in arrival order.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

type Task = { op: 'hash' | 'compare'; a: string; b: string | number; resolve: (v: any) => void; reject: (e: Error) => void };

// Runs inside each worker (plain JavaScript: workers do not go through tsx or Jest's transform).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ op, a, b }) => {
  try {
    parentPort.postMessage({ result: op === 'hash' ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b) });
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
});
`;

export const POOL_SIZE = Math.max(1, Math.min(4, os.availableParallelism() - 1));

type Slot = { worker: Worker; task: Task | null };

class BcryptPool {
  private slots: Slot[] = [];
  private queue: Task[] = [];

  run<T>(op: Task['op'], a: string, b: string | number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ op, a, b, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < POOL_SIZE) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref(); // busy: keeps the process alive until the answer is in
      slot.worker.postMessage({ op: task.op, a: task.a, b: task.b });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath: require.resolve('bcryptjs') } });
    const slot: Slot = { worker, task: null };
    worker.on('message', (msg: { result?: unknown; error?: string }) => {
      const task = slot.task;
      slot.task = null;
      worker.unref();
      if (task) {
        if (msg.error !== undefined) task.reject(new Error(`bcrypt: ${msg.error}`));
        else task.resolve(msg.result);
      }
      this.pump();
    });
    const lost = (e: Error) => {
      this.slots = this.slots.filter((s) => s !== slot);
      slot.task?.reject(e);
      slot.task = null;
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`bcrypt worker exited (${code})`)));
    worker.unref(); // after the listeners, which ref it again: an idle pool never keeps the process alive
    this.slots.push(slot);
    return slot;
  }
}

const pool = new BcryptPool();

export const bcryptHash = (password: string, cost: number) => pool.run<string>('hash', password, cost);
export const bcryptCompare = (password: string, hash: string) => pool.run<boolean>('compare', password, hash);
