// Compiles the real-VS Code suite (test/vscode) to out/test/vscode, where `tsc -p .` puts it
// too. esbuild rather than tsc so that a type error elsewhere in the repo (checked by `npm
// test`) cannot keep the editor tests from running; `vscode`, `mocha` and `sql.js` (which finds its wasm beside itself) stay external.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test/vscode';
// Stale compiled tests (a renamed or deleted file) would otherwise still run.
rmSync('out/test/vscode', { recursive: true, force: true });
const entryPoints = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join(dir, f));
await build({
  entryPoints,
  outdir: 'out/test/vscode',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['vscode', 'mocha', 'sql.js'],
  logLevel: 'warning',
});
