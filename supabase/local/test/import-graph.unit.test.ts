// The stack's modules form no import cycle (type-only imports count too: a cycle of types is
// still a knot a reader has to untie), and the shared types module depends on nothing that could
// lead back to a service. Read from the source text: every relative `import`/`export ... from`
// and `import()` of the package's own .ts files.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(ROOT)) {
    const text = fs.readFileSync(file, 'utf8');
    const deps = [...text.matchAll(SPECIFIER)].map((m) => resolveImport(file, m[1] ?? m[2])).filter((d): d is string => d !== null);
    graph.set(file, deps);
  }
  return graph;
}

/** Every cycle's files (strongly connected components of more than one file, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(ROOT, w));
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the stack package imports', () => {
  const graph = importGraph();

  it('reads a real graph', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(ROOT, 'stack.ts'))).toContain(path.join(ROOT, 'auth', 'index.ts'));
  });

  it('form no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keep the shared types free of the services', () => {
    const reachable = new Set<string>();
    const walk = (f: string) => {
      for (const d of graph.get(f) ?? []) {
        if (!reachable.has(d)) {
          reachable.add(d);
          walk(d);
        }
      }
    };
    walk(path.join(ROOT, 'types.ts'));
    expect([...reachable].map((f) => path.relative(ROOT, f))).toEqual(['schema-cache.ts']);
  });

  it('reach stack.ts, which wires the services together, only through the public entry', () => {
    const importers = [...graph].filter(([, deps]) => deps.includes(path.join(ROOT, 'stack.ts'))).map(([f]) => path.relative(ROOT, f));
    expect(importers).toEqual(['index.ts']);
  });
});
