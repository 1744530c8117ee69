// POST /object/list/{b}: the direct children of a folder, as Storage's storage.search() returns
// them: sub-folders first (name only, the other fields null), then files, with `search`
// filtering child names by prefix (case-insensitive), then limit/offset over the whole list.
// Runs as the caller, so only objects the caller may SELECT (and folders holding them) appear.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { ERR } from './errors';
import { mustBeValidBucketName } from './names';
import { optionalInt, optionalString, readJson, sendOk } from './request';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function sortOf(body: Record<string, unknown>): { column: SortColumn; desc: boolean } {
  const s = body.sortBy;
  if (s === undefined || s === null) return { column: 'name', desc: false };
  if (typeof s !== 'object' || Array.isArray(s)) throw ERR.invalidRequest('body/sortBy must be object');
  const { column = 'name', order = 'asc' } = s as Record<string, unknown>;
  if (!SORT_COLUMNS.includes(column as SortColumn))
    throw ERR.invalidRequest(`body/sortBy/column must be one of ${SORT_COLUMNS.join(', ')}`);
  if (typeof order !== 'string' || !['asc', 'desc'].includes(order.toLowerCase()))
    throw ERR.invalidRequest('body/sortBy/order must be asc or desc');
  return { column: column as SortColumn, desc: order.toLowerCase() === 'desc' };
}

export async function handleList(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext, bucketId: string) {
  mustBeValidBucketName(bucketId);
  const body = await readJson(req);
  let prefix = optionalString(body, 'prefix') ?? '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/'; // a prefix is always a folder
  const search = optionalString(body, 'search') ?? '';
  // As Storage, a limit of 0 means the default.
  const limit = optionalInt(body.limit, 'limit', 100, 0) || 100;
  const offset = optionalInt(body.offset, 'offset', 0, 0);
  const { column, desc } = sortOf(body);
  const level = prefix.split('/').length;
  const pattern = `${likeEscape(prefix)}${likeEscape(search)}%`;

  const rows = await asCaller(
    stack.sql,
    ctx,
    (tx) => {
      const dir = desc ? tx`desc` : tx`asc`;
      return tx`
      with visible as (
        select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
        from storage.objects
        where bucket_id = ${bucketId} and name ilike ${pattern}
      ), folders as (
        select path_tokens[${level}] as name from visible
        where array_length(path_tokens, 1) <> ${level}
        group by 1
      ), listing as (
        select 0 as kind, row_number() over (order by name ${dir}) as ord,
               name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
               null::timestamptz as last_accessed_at, null::jsonb as metadata
        from folders
        union all
        select 1, row_number() over (order by ${tx(column)} ${dir}, name ${dir}),
               path_tokens[${level}], id, updated_at, created_at, last_accessed_at, metadata
        from visible where array_length(path_tokens, 1) = ${level}
      )
      select name, id, updated_at, created_at, last_accessed_at, metadata
      from listing order by kind, ord
      limit ${limit} offset ${offset}`;
    },
    { readOnly: true, method: 'POST' },
  );
  sendOk(res, rows);
}
