// Sends an object's bytes with the headers Supabase Storage sends: Content-Type, Cache-Control,
// ETag, Last-Modified, Content-Length; conditional requests (304), single byte ranges (206) and
// `download` (Content-Disposition).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import { versionFile } from './disk';
import { ERR } from './errors';
import type { ObjectRow } from './rows';

export type ServeOptions = {
  /** The `download` query parameter: '' for a bare attachment, else the file name to suggest. */
  download?: string | null;
  /** Signed URLs: the token's expiry, sent as Expires. */
  expires?: Date;
};

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name};`;
}

type Range = { start: number; end: number };

/** A single `bytes=` range; null means "send everything" (absent or multi-range, which HTTP lets us ignore). */
function parseRange(header: string | undefined, size: number): Range | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) throw ERR.invalidRange();
  return { start, end };
}

export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  row: ObjectRow,
  opts: ServeOptions = {},
): Promise<void> {
  const file = row.version ? versionFile(root, row.bucket_id, row.name, row.version) : null;
  const stat = file ? await fsp.stat(file).catch(() => null) : null;
  if (!file || !stat || !stat.isFile()) {
    // The row exists but its bytes do not: Storage's backend "not found" answer.
    sendJson(res, 400, { statusCode: '404', error: 'Not found', message: 'The resource was not found' }, { 'Cache-Control': 'no-store' });
    return;
  }
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${stat.mtimeMs.toString(16)}-${stat.size.toString(16)}"`;
  const lastModified = new Date(meta.lastModified ?? stat.mtime);
  let mimetype = meta.mimetype || 'application/octet-stream';
  // As Storage: never serve user uploads as HTML from the API origin.
  if (mimetype.includes('text/html')) mimetype = 'text/plain';
  const headers: Record<string, string> = {
    'Content-Type': mimetype,
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    'Cache-Control': meta.cacheControl || 'no-cache',
    'Accept-Ranges': 'bytes',
  };
  if (meta.contentEncoding) headers['Content-Encoding'] = meta.contentEncoding;
  if (opts.expires) headers.Expires = opts.expires.toUTCString();
  if (typeof opts.download === 'string') headers['Content-Disposition'] = contentDisposition(opts.download);

  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : !!ifModifiedSince && Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return;
  }

  const range = parseRange(req.headers.range, stat.size);
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
  } else {
    headers['Content-Length'] = String(stat.size);
  }
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file, range ?? {});
  stream.once('error', () => res.destroy());
  stream.pipe(res);
}
