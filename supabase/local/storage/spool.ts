// Streams an incoming body into a staging file, hashing as it goes and stopping as soon as the
// size limit is passed: nothing is ever buffered whole in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { ERR, StorageError } from './errors';

export type Spooled = { size: number; md5: string };

export function spool(source: Readable, file: string, limit: number): Promise<Spooled> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    const hash = crypto.createHash('md5');
    let size = 0;
    let done = false;
    let ended = false;

    const cleanup = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', fail);
      source.off('close', onClose);
    };
    function fail(e: unknown) {
      if (done) return;
      done = true;
      cleanup();
      source.pause();
      out.destroy();
      reject(e instanceof StorageError ? e : ERR.invalidRequest(`Upload interrupted: ${(e as Error)?.message ?? e}`));
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) return fail(ERR.entityTooLarge());
      hash.update(chunk);
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => {
          if (!done) source.resume();
        });
      }
    }
    function onEnd() {
      ended = true;
      out.end();
    }
    // A client that disconnects mid-body closes the request without an 'end'.
    function onClose() {
      if (!ended) fail(new Error('the client closed the connection'));
    }

    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', fail);
    source.once('close', onClose);
    out.once('error', fail);
    out.once('finish', () => {
      if (done) return;
      done = true;
      cleanup();
      resolve({ size, md5: hash.digest('hex') });
    });
  });
}
