// Compiled plans of read requests, keyed by everything that shapes the SQL (method, schema,
// path, query string and the relevant headers). One map per schema cache generation: a reload
// (NOTIFY pgrst) starts from an empty map.
import { RestError } from './errors';
import type { ExecPlan } from './plan';
import type { SchemaCache } from '../schema-cache';

const MAX_ENTRIES = 2000;
const byGeneration = new WeakMap<SchemaCache, Map<string, ExecPlan | RestError>>();

export function cachedPlan(cache: SchemaCache, key: string, compile: () => ExecPlan): ExecPlan {
  let plans = byGeneration.get(cache);
  if (!plans) byGeneration.set(cache, (plans = new Map()));
  let hit = plans.get(key);
  if (!hit) {
    try {
      hit = compile();
    } catch (e) {
      if (!(e instanceof RestError)) throw e;
      hit = e;
    }
    if (plans.size >= MAX_ENTRIES) plans.delete(plans.keys().next().value as string);
    plans.set(key, hit);
  }
  if (hit instanceof RestError) throw hit;
  return hit;
}
