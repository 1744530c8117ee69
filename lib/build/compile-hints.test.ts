import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HINT, entryScriptsOf, markStartupScripts, shiftSourceMap, startupScripts, withCompileHint } from './compile-hints.cjs';

const manifestSource = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '/_next/' },
    clientModules: {},
    entryCSSFiles: {},
    entryJSFiles: entries,
  })};\n`;

/** A build folder as `next build` leaves it, with the files the hints read and write. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['runtime.js', 'framework.js', 'layout.js', 'feed.js', 'dialog.js'])
    fs.writeFileSync(path.join(chunks, name), `console.log(${JSON.stringify(name)});\n//# sourceMappingURL=${name}.map`);
  fs.writeFileSync(path.join(chunks, 'styles.css'), 'body{}');
  fs.writeFileSync(path.join(chunks, 'feed.js.map'), JSON.stringify({ version: 3, sources: ['feed.tsx'], names: [], mappings: 'AAAA' }));
  fs.writeFileSync(
    path.join(chunks, 'layout.js.map'),
    JSON.stringify({
      version: 3,
      sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' } }],
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'],
    }),
  );
  const feed = path.join(dist, 'server', 'app', '(main)', 'feed');
  fs.mkdirSync(feed, { recursive: true });
  fs.writeFileSync(
    path.join(feed, 'page_client-reference-manifest.js'),
    manifestSource('/(main)/feed/page', {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/(main)/feed/page': ['static/chunks/layout.js', 'static/chunks/feed.js', 'static/chunks/styles.css'],
    }),
  );
  return dist;
}

const read = (dist: string, file: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', file), 'utf8');

describe('compile hints', () => {
  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('a();')).toBe(`${HINT}a();`);
    expect(withCompileHint(withCompileHint('a();'))).toBe(`${HINT}a();`);
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a plain source map and an index map down by the added line', () => {
    expect(shiftSourceMap({ version: 3, mappings: 'AAAA;AACA' }).mappings).toBe(';AAAA;AACA');
    const index = shiftSourceMap({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: {} },
        { offset: { line: 7, column: 3 }, map: {} },
      ],
    });
    expect(index.sections?.map((s) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 3 },
    ]);
  });

  it('reads the entry scripts of every layout and page of a client reference manifest', () => {
    const source = manifestSource('/(main)/chat/page', { a: ['static/chunks/x.js'], b: ['static/chunks/x.js', 'static/chunks/y.js'] });
    expect(entryScriptsOf(source)).toEqual(['static/chunks/x.js', 'static/chunks/x.js', 'static/chunks/y.js']);
    expect(entryScriptsOf('/* nothing */')).toEqual([]);
  });

  it('marks the startup scripts of a build and leaves the chunks loaded later alone', () => {
    const dist = fakeBuild();
    expect(startupScripts(dist)).toEqual([
      'static/chunks/feed.js',
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/runtime.js',
    ]);
    expect(markStartupScripts(dist)).toHaveLength(4);
    for (const file of ['runtime.js', 'framework.js', 'layout.js', 'feed.js']) expect(read(dist, file).startsWith(HINT)).toBe(true);
    expect(read(dist, 'dialog.js').startsWith('console.log')).toBe(true);
    expect(read(dist, 'styles.css')).toBe('body{}');
    expect(JSON.parse(read(dist, 'feed.js.map')).mappings).toBe(';AAAA');
    expect(JSON.parse(read(dist, 'layout.js.map')).sections[0].offset.line).toBe(1);
    // A second run (the same build folder) changes nothing, the maps included.
    expect(markStartupScripts(dist)).toEqual([]);
    expect(JSON.parse(read(dist, 'feed.js.map')).mappings).toBe(';AAAA');
  });
});
