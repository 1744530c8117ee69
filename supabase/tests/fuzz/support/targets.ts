// The fuzz table's shape: per module of lib/actions, each exported action with the person who
// calls it, a well-formed input aimed at other people's data, and the tables that person's own
// valid writes may change (everything else must stay as it was).
import { todayInBrazil } from '@/lib/jobs/display';
import type { Foreign } from './foreign';

export type ActorKind = 'creator' | 'hirer';

export type Target = {
  /** The export's name in its module. */
  name: string;
  call: (input: unknown) => Promise<unknown>;
  actor: ActorKind;
  /** A well-formed input: it passes the action's schema and reaches the database. */
  template: (foreign: Foreign) => unknown;
  /** Tables the actor's own, valid writes may change (schema-qualified). */
  mayWrite?: readonly string[];
};

export type ModuleTargets = { module: string; targets: Target[] };

/** A calendar day `days` from today in Brazil, as the forms send it (yyyy-mm-dd). */
export function dayFromToday(days: number): string {
  const d = new Date(`${todayInBrazil()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An action typed for its form, callable with anything a hostile client can send. */
export const loose =
  <I, R>(action: (input: I) => Promise<R>) =>
  (input: unknown): Promise<R> =>
    action(input as I);
