import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

declare class PageCacheHandler extends FileSystemCache {}
declare namespace PageCacheHandler {
  /** sha256 source expressions of every inline script of an HTML document. */
  function inlineScriptHashes(html: string): string[];
  /** The global key of the record: path → its inline scripts' hashes when stored whole, null for a shell. */
  const RECORD: unique symbol;
}
export = PageCacheHandler;
