// The scripts every document loads start with V8's compile hint (next.config.mjs,
// `compiler.runAfterProductionCompile`; docs/architecture/quality.md, "Compile hints"). Without it
// the browser compiles each module's function the first time it is called, on the main thread, while
// the page starts; `//# allFunctionsCalledOnLoad` as a script's first line asks Chrome (136 and later)
// to compile all of the file's functions while the script streams in, on a background thread. Other
// browsers read a comment. Only the startup scripts carry it: the framework's root files and the
// chunks the client reference manifests list for each layout and page. Chunks loaded later (a dialog
// imported on demand) keep the lazy default, so nothing is compiled that a visit may never run.
// Plain CommonJS: next.config.mjs loads it at build time, unbundled.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by next.config.mjs */

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the hint as its first line; a source that has it already is returned as it is. */
function withCompileHint(source) {
  return source.startsWith(HINT) ? source : HINT + source;
}

/**
 * A source map of the same file with one line added on top: a plain map gets an empty first line,
 * an index map (Turbopack's, in sections) moves every section down by one line.
 */
function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** `static/chunks/…` paths the client reference manifest source lists as some layout's or page's entry scripts. */
function entryScriptsOf(manifestSource) {
  // The manifest assigns `globalThis.__RSC_MANIFEST[route]`: in a new context, that is the sandbox.
  const sandbox = {};
  vm.runInNewContext(manifestSource, sandbox, { timeout: 1000 });
  const files = [];
  for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
    for (const list of Object.values(manifest.entryJSFiles ?? {})) files.push(...list);
  }
  return files;
}

function manifestFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('_client-reference-manifest.js') ? [path.join(entry.parentPath ?? entry.path, entry.name)] : [],
    );
}

/** The startup scripts of a build, as paths relative to the build folder (`static/chunks/…`). */
function startupScripts(distDir) {
  const build = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(build.rootMainFiles ?? []);
  for (const file of manifestFiles(path.join(distDir, 'server', 'app'))) {
    for (const script of entryScriptsOf(fs.readFileSync(file, 'utf8'))) files.add(script);
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Writes the hint into every startup script of the build (and moves its source map, when there is one); returns the files. */
function markStartupScripts(distDir) {
  const marked = [];
  for (const file of startupScripts(distDir)) {
    const full = path.join(distDir, file);
    const source = fs.readFileSync(full, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    fs.writeFileSync(full, hinted);
    const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapFile = mapUrl && !mapUrl.startsWith('data:') ? path.join(path.dirname(full), mapUrl) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      fs.writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))));
    }
    marked.push(file);
  }
  return marked;
}

module.exports = { HINT, withCompileHint, shiftSourceMap, entryScriptsOf, startupScripts, markStartupScripts };
