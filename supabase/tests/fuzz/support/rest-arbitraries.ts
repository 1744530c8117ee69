// Hostile Data API requests as fast-check arbitraries: query strings with bad filters, unknown
// columns, broken `or=` syntax, deep nesting and long `in.()` lists; bodies that are not JSON,
// JSON of the wrong shape, or several megabytes.
import fc from 'fast-check';
import { hostileString, MARKUP, ODD_IDS, SQLISH, UNICODE_EDGES } from './hostile';

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'like',
  'ilike',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'match',
  'imatch',
  'isdistinct',
  'not.eq',
  'nope',
  '',
];
const COLUMNS = ['id', 'body', 'created_at', 'author_id', 'owner_id', 'status', 'title', 'email', 'nope', 'id->>x', 'answers->0', '*', ''];

/** A short hostile text: the 1 MB strings do not fit in a URL. */
const shortText = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES, ...MARKUP, ...SQLISH, ...ODD_IDS, '(', ')', ',', '"', '\\"', '%', '%E0%A4%A', '.'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const nested = (depth: number, leaf: string) =>
  Array.from({ length: depth }).reduce<string>((inner, _, i) => `${i % 2 ? 'and' : 'or'}(${leaf},${inner})`, leaf);

const filterValue = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATORS), shortText).map(([op, v]) => `${op}.${v}`),
  fc
    .integer({ min: 1, max: 300 })
    .map((n) => `in.(${Array.from({ length: n }, (_, i) => `0000000${i}-0000-4000-8000-000000000000`.slice(-36)).join(',')})`),
  shortText,
);

const param = fc.oneof(
  fc.tuple(fc.constantFrom(...COLUMNS), filterValue),
  fc.tuple(
    fc.constant('select'),
    fc.oneof(shortText, fc.constantFrom('*,nope(*)', 'id,id,id', '*,profiles!inner(*,posts(*,post_comments(*)))', 'count()', 'a:b:c')),
  ),
  fc.tuple(
    fc.constant('or'),
    fc.oneof(
      shortText.map((s) => `(${s})`),
      fc.integer({ min: 1, max: 200 }).map((d) => `(${nested(d, 'id.eq.1')})`),
      fc.constant('(id.eq.1'),
    ),
  ),
  fc.tuple(
    fc.constantFrom('order', 'limit', 'offset'),
    fc.oneof(shortText, fc.constantFrom('-1', '1e309', 'NaN', '99999999999999999999', 'id.desc.nullsfirst.x')),
  ),
  fc.tuple(shortText, shortText),
);

/** A query string: sometimes encoded as a browser would, sometimes raw (bad percent-encoding included). */
export const queryString = fc
  .tuple(fc.array(param, { maxLength: 4 }), fc.boolean())
  .map(([params, encode]) => (encode ? new URLSearchParams(params).toString() : params.map(([k, v]) => `${k}=${v}`).join('&')));

const MEGABYTE = 1024 * 1024;

/** A request body that the Data API must refuse or survive. */
export const hostileBody = fc.oneof(
  fc.constantFrom(
    '{',
    '[',
    '{"a":}',
    'null',
    'true',
    '"x"',
    '1e999',
    '{"__proto__":{"x":1}}',
    '[{}, 1, "x"]',
    '\u0000',
    '{"body":"a\\u0000b"}',
    '',
  ),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...COLUMNS), shortText), fc.oneof(shortText, fc.integer(), fc.constant(null)))
    .map((o) => JSON.stringify(o)),
  fc.array(fc.dictionary(fc.constantFrom(...COLUMNS), shortText), { maxLength: 3 }).map((o) => JSON.stringify(o)),
  fc.constantFrom(3, 6).map((mb) => JSON.stringify({ body: 'x'.repeat(mb * MEGABYTE) })),
  fc.constant(`[${'{"body":"x"},'.repeat(MEGABYTE / 3)}{}]`),
  hostileString.filter((s) => s.length < 2 * MEGABYTE),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'application/vnd.pgrst.object+json',
  'multipart/form-data; boundary=x',
  '',
);

export const prefer = fc.constantFrom(
  '',
  'return=representation',
  'resolution=merge-duplicates',
  'missing=default',
  'count=exact',
  'tx=rollback',
  'params=single-object',
  'x=y;;;',
);
