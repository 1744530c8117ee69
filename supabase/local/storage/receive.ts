// Reads an upload (raw body or multipart/form-data) into a staging file, as Supabase Storage's
// uploader does: raw bodies take their mimetype from Content-Type, multipart takes the first file
// part (storage-js sends it under the empty field name) and its Content-Type.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { ERR, StorageError } from './errors';
import { spool } from './spool';

export type IncomingFile = {
  size: number;
  md5: string;
  mimetype: string;
  cacheControl: string;
  contentEncoding: string | null;
  userMetadata: Record<string, unknown> | null;
};

const MAX_USER_METADATA = 1024 * 1024;
// Header values we store and later send back must be plain visible ASCII.
const HEADER_VALUE = /^[\x20-\x7e]{1,1000}$/;

function headerValue(name: string, value: string): string {
  if (!HEADER_VALUE.test(value)) throw ERR.invalidRequest(`Invalid character in ${name}`);
  return value;
}

function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  if (Buffer.byteLength(text) > MAX_USER_METADATA) throw ERR.entityTooLarge('user_metadata');
  try {
    const value: unknown = JSON.parse(text);
    // Unparsable metadata is ignored, as Storage does; only a JSON object is kept.
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
}

/** Metadata of a raw upload, known from its headers before any byte is read. */
export function rawUploadInfo(req: IncomingMessage): Omit<IncomingFile, 'size' | 'md5'> {
  const h = req.headers;
  const xMeta = typeof h['x-metadata'] === 'string' ? h['x-metadata'] : undefined;
  return {
    mimetype: headerValue('content-type', h['content-type'] || 'application/octet-stream'),
    cacheControl: headerValue('cache-control', h['cache-control'] || 'no-cache'),
    contentEncoding: h['content-encoding'] ? headerValue('content-encoding', h['content-encoding']) : null,
    userMetadata: parseMetadata(xMeta === undefined ? undefined : Buffer.from(xMeta, 'base64').toString('utf8')),
  };
}

export async function receiveRaw(req: IncomingMessage, file: string, limit: number): Promise<IncomingFile> {
  const info = rawUploadInfo(req);
  if (Number(req.headers['content-length']) > limit) throw ERR.entityTooLarge();
  const { size, md5 } = await spool(req, file, limit);
  return { ...info, size, md5 };
}

export function receiveMultipart(req: IncomingMessage, file: string, limit: number): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: limit, fields: 20, fieldSize: MAX_USER_METADATA + 1, parts: 40 },
      });
    } catch (e) {
      reject(ERR.invalidRequest(`Malformed multipart body: ${(e as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let failed = false;
    let filePart: Promise<{ size: number; md5: string; mimetype: string }> | null = null;
    let fileStream: Readable | null = null;

    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(bb);
      req.pause();
      fileStream?.destroy(); // ends the staging write (its file is removed by the caller)
      reject(e instanceof StorageError ? e : ERR.invalidRequest(`Malformed multipart body: ${(e as Error)?.message ?? e}`));
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated)
        return fail(name === 'metadata' ? ERR.entityTooLarge('user_metadata') : ERR.invalidRequest(`Field ${name} is too large`));
      if (!(name in fields)) fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      // busboy's `files: 1` limit makes this the first file part; later ones are skipped.
      fileStream = stream;
      stream.once('limit', () => fail(ERR.entityTooLarge()));
      filePart = spool(stream, file, limit).then((r) => ({ ...r, mimetype: info.mimeType }));
      filePart.catch(fail);
    });
    bb.once('error', fail);
    bb.once('close', async () => {
      if (failed) return;
      if (!filePart) return fail(ERR.noContent());
      try {
        const part = await filePart;
        if (failed) return;
        resolve({
          size: part.size,
          md5: part.md5,
          mimetype: headerValue('content type', fields.contentType || part.mimetype || 'application/octet-stream'),
          cacheControl: headerValue('cacheControl', fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache'),
          contentEncoding: fields.contentEncoding ? headerValue('contentEncoding', fields.contentEncoding) : null,
          userMetadata: parseMetadata(fields.metadata ?? fields.userMetadata),
        });
      } catch (e) {
        fail(e);
      }
    });
    req.once('error', fail);
    // A client that disconnects mid-body never ends the multipart stream.
    req.once('close', () => {
      if (!req.complete) fail(new Error('the client closed the connection'));
    });
    req.pipe(bb);
  });
}
