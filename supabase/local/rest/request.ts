// Reads what a Data API request asks for from its method, path and headers: the target, the
// schema (Accept-Profile / Content-Profile), the Prefer preferences, the Accept media type and
// an optional Range header.
import type { IncomingMessage } from 'node:http';
import { RestError } from './errors';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

export type Prefer = {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  params?: 'single-object';
  /** The preferences that were understood, echoed in Preference-Applied. */
  applied: string[];
  invalid: string[];
};

export type Output = { type: 'json' | 'object' | 'csv' | 'geojson'; stripNulls: boolean; postgisSchema?: string };

export type RestRequest = {
  method: Method;
  schema: string;
  target: { kind: 'table' | 'rpc'; name: string };
  search: URLSearchParams;
  prefer: Prefer;
  output: Output;
  range?: { from: number; to?: number };
  accept: string;
  preferRaw: string;
  rangeRaw: string;
};

const PREFS: Record<string, string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

export function parsePrefer(header: string | undefined): Prefer {
  const out: Prefer = { applied: [], invalid: [] };
  if (!header) return out;
  for (const raw of header.split(',')) {
    const pref = raw.trim();
    if (!pref) continue;
    const [key, value = ''] = pref.split('=', 2).map((s) => s.trim());
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      out.maxAffected = Number(value);
    } else if (PREFS[key]?.includes(value)) {
      (out as any)[key] = value;
    } else {
      out.invalid.push(pref);
      continue;
    }
    out.applied.push(pref);
  }
  return out;
}

/** Accept: the first media type PostgREST can produce. GeoJSON needs PostGIS (its schema, when installed). */
export function parseAccept(header: string | undefined, postgisSchema: string | null = null): Output {
  if (!header) return { type: 'json', stripNulls: false };
  for (const part of header.split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === 'application/vnd.pgrst.array+json') {
      return { type: 'json', stripNulls };
    }
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { type: 'object', stripNulls };
    if (type === 'text/csv') return { type: 'csv', stripNulls: false };
    if (type === 'application/geo+json' && postgisSchema) return { type: 'geojson', stripNulls: false, postgisSchema };
  }
  const geo = /application\/geo\+json/i.test(header);
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${header}`,
    geo && !postgisSchema
      ? 'application/geo+json is produced by PostGIS (ST_AsGeoJSON), and the postgis extension is not installed in this database'
      : null,
  );
}

function parseRange(header: string | undefined, unit: string | undefined) {
  if (!header || (unit && unit.toLowerCase() !== 'items')) return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{1,15})?\s*$/.exec(header);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? undefined : Number(m[2]);
  if (to !== undefined && to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', null);
  return { from, to };
}

/** Splits /rest/v1/<table> and /rest/v1/rpc/<fn>; anything else is not a Data API path. */
export function parseTarget(pathname: string): RestRequest['target'] | null {
  const rest = pathname.replace(/^\/rest\/v1\/?/, '');
  const parts = rest.split('/');
  try {
    if (parts.length === 1 && parts[0]) return { kind: 'table', name: decodeURIComponent(parts[0]) };
    if (parts.length === 2 && parts[0] === 'rpc' && parts[1]) return { kind: 'rpc', name: decodeURIComponent(parts[1]) };
  } catch {
    return null;
  }
  return null;
}

export function readRequest(
  req: IncomingMessage,
  url: URL,
  schemas: string[],
  target: RestRequest['target'],
  postgisSchema: string | null = null,
): RestRequest {
  const method = req.method as Method;
  const readish = method === 'GET' || method === 'HEAD';
  const profile = (readish ? req.headers['accept-profile'] : req.headers['content-profile']) as string | undefined;
  const schema = profile ?? schemas[0];
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  const accept = (req.headers.accept as string | undefined) ?? '';
  const preferRaw = (req.headers.prefer as string | undefined) ?? '';
  const prefer = parsePrefer(preferRaw);
  if (prefer.handling === 'strict' && prefer.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    );
  }
  const rangeRaw = readish ? ((req.headers.range as string | undefined) ?? '') : '';
  return {
    method,
    schema,
    target,
    search: url.searchParams,
    prefer,
    output: parseAccept(accept, postgisSchema),
    range: parseRange(rangeRaw, req.headers['range-unit'] as string | undefined),
    accept,
    preferRaw,
    rangeRaw,
  };
}
