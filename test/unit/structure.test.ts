import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The layers: core ← cli, core ← extension. Read from the sources, so a new import that runs
// back up or closes a cycle fails here before it confuses anyone.

const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

const files = sourceFiles(SRC);
const graph = new Map<string, { local: string[]; packages: string[]; typeOnly: Set<string> }>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const local: string[] = [];
  const packages: string[] = [];
  const typeOnly = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? '';
    const target = resolveImport(file, spec);
    if (target) {
      local.push(target);
      if (/^\s*(?:import|export) type\s/.test(m[0])) typeOnly.add(target);
    } else packages.push(spec);
  }
  graph.set(file, { local, packages, typeOnly });
}

const layer = (file: string) => path.relative(SRC, file).split(path.sep)[0];

describe('the structure of the sources', () => {
  it('core imports nothing from the CLI or the extension, and never VS Code', () => {
    // The reader above found the sources and their imports (a wrong root would find none).
    assert.ok(graph.size > 50 && [...graph.values()].some((n) => n.local.length > 5));
    for (const [file, { local, packages }] of graph) {
      if (layer(file) !== 'core') continue;
      assert.deepEqual(
        local.filter((t) => layer(t) !== 'core').map((t) => path.relative(SRC, t)),
        [],
        path.relative(SRC, file),
      );
      assert.ok(!packages.includes('vscode'), path.relative(SRC, file));
    }
  });

  it('the CLI and the extension do not import each other', () => {
    for (const [file, { local }] of graph) {
      const own = layer(file);
      if (own !== 'cli' && own !== 'extension') continue;
      assert.deepEqual(
        local.filter((t) => layer(t) !== own && layer(t) !== 'core').map((t) => path.relative(SRC, t)),
        [],
        path.relative(SRC, file),
      );
    }
  });

  it("the extension's activation module reaches none of the core at run time", () => {
    // extension.ts is a bundle of its own that activation loads; the core comes with start.ts,
    // which it requires on first use. A run-time import of anything that reaches the core would
    // put the core back into activation (type-only imports are erased).
    const entry = path.join(SRC, 'extension', 'extension.ts');
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const node = graph.get(file);
      for (const t of node?.local ?? []) if (!node?.typeOnly.has(t)) visit(t);
    };
    visit(entry);
    assert.ok(reached.size > 3, 'the reader found the entry and its imports');
    const heavy = [...reached].filter((f) => layer(f) === 'core' || f.endsWith(path.join('extension', 'rulesCore.ts')) || f.endsWith(path.join('extension', 'start.ts')));
    assert.deepEqual(
      heavy.map((f) => path.relative(SRC, f)),
      [],
    );
  });

  it('no run-time import cycle', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(SRC, f)).join(' → '));
        return;
      }
      state.set(file, 'visiting');
      const node = graph.get(file);
      for (const t of node?.local ?? []) if (!node?.typeOnly.has(t)) visit(t, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    assert.deepEqual(cycles, []);
  });
});
