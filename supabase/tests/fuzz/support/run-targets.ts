// The body of every fuzz test of an action module: the well-formed input aimed at other people's
// data first (it must reach the action and be refused or done within the actor's own rows), then
// FUZZ_RUNS hostile inputs; each call settles into a controlled ActionResult, no 5xx, no
// unhandled rejection, no crash of the handler, and no table outside `mayWrite` changes.
import fc from 'fast-check';
import { directSql } from '@conecta/supabase-local/testing';
import { INVALID_INPUT_MESSAGE } from '@/lib/forms/action-result';
import { CREATOR, HIRER } from '../../helpers';
import { changedTables, fingerprint } from './fingerprint';
import { foreignIds, type Foreign } from './foreign';
import { FUZZ_RUNS, FUZZ_SEED, hostileInput } from './hostile';
import { currentCookies, setCookies } from './next-mocks';
import { actionCrashes, installRecorders, resultProblem, serverFailures, unhandled } from './outcome';
import { newActor, type Actor } from './session';
import type { ActorKind, ModuleTargets, Target } from './targets';

/** A value as a short line for a failure message (1 MB strings are cut). */
export function brief(value: unknown): string {
  const text = fc.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

async function callAs(actor: Actor, target: Target, input: unknown): Promise<unknown> {
  setCookies(actor.cookies);
  try {
    return await target.call(input);
  } finally {
    actor.cookies = currentCookies(); // a refresh inside the action rotated the session
  }
}

export function fuzzModules(modules: readonly ModuleTargets[]): void {
  const sql = directSql();
  const actors: Partial<Record<ActorKind, Actor>> = {};
  let foreign: Foreign;

  let began: Date;

  beforeAll(async () => {
    [{ now: began }] = await sql<{ now: Date }[]>`select now()`;
    installRecorders();
    foreign = await foreignIds(sql);
    [actors.creator, actors.hirer] = await Promise.all([newActor(CREATOR, 'fuzz-creator'), newActor(HIRER, 'fuzz-hirer')]);
  });
  // The actors' allowed writes reach the demo accounts' notifications (a follow, a like): taken
  // back, so the suites after this one find the seed's badges as the seed made them.
  afterAll(async () => {
    await sql`delete from public.notifications where created_at >= ${began}`;
    await sql.end();
  });

  for (const { module, targets } of modules) {
    describe(module, () => {
      for (const target of targets) {
        test(`${target.name}: hostile input and other people's ids end in a controlled answer, pt-BR when refused; nobody else's data changes`, async () => {
          const actor = actors[target.actor];
          if (!actor) throw new Error(`no ${target.actor} signed in`);
          const marks = { failures: serverFailures.length, unhandled: unhandled.length, crashes: actionCrashes.length };
          const before = await fingerprint(sql);

          const template = target.template(foreign);
          const first = await callAs(actor, target, template);
          expect(resultProblem(first)).toBeNull();
          // The template passes the schema: the fuzzing below starts from input that reaches the data.
          expect(first).not.toMatchObject({ ok: false, error: INVALID_INPUT_MESSAGE });

          const property = fc.asyncProperty(hostileInput(template, foreign.all), async (input) => {
            const problem = resultProblem(await callAs(actor, target, input));
            if (problem) throw new Error(problem);
          });
          const run = await fc.check(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true });
          if (run.failed) {
            const counterexample = run.counterexample ? brief(run.counterexample[0]) : '(none)';
            throw new Error(`${target.name}, seed ${run.seed}: ${String(run.errorInstance)}\ninput: ${counterexample}`);
          }

          expect(changedTables(before, await fingerprint(sql), target.mayWrite)).toEqual([]);
          expect(serverFailures.slice(marks.failures)).toEqual([]);
          expect(unhandled.slice(marks.unhandled)).toEqual([]);
          expect(actionCrashes.slice(marks.crashes)).toEqual([]);
        }, 180_000);
      }
    });
  }
}
