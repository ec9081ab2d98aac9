// Builds the bundles: the CLI (Node), the extension host (`vscode` external) and the battle
// webview script (browser), plus the webview's assets. `--production` minifies the extension
// bundles and drops their source maps (what `npm run package` ships). The CLI is always
// minified (with its source map): a cold start reads and compiles less.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const production = process.argv.includes('--production');
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
const shipped = { minify: production, sourcemap: !production };

// The CLI loads sql.js (100 kB of JavaScript) and fuse.js (50 kB) from their own files beside
// the bundle, only when a command reads a database or searches fuzzily: every other start
// neither reads nor compiles them.
const BESIDE = { 'sql.js': ['sql-wasm.js', 'node_modules/sql.js/dist/sql-wasm.js'], 'fuse.js': ['fuse.js', 'node_modules/fuse.js/dist/fuse.min.cjs'] };
const besideTheBundle = {
  name: 'libraries-beside-the-bundle',
  setup(b) {
    b.onResolve({ filter: /^(sql\.js|fuse\.js)$/ }, (a) => ({ path: a.path, namespace: 'beside' }));
    b.onLoad({ filter: /.*/, namespace: 'beside' }, (a) => ({ contents: `module.exports = require("./${BESIDE[a.path][0]}");`, loader: 'js' }));
    b.onResolve({ filter: /^\.\/(sql-wasm|fuse)\.js$/ }, (a) => ({ path: a.path, external: true }));
  },
};
// The catalog requires fuse.js lazily, other modules import it: one copy (the CommonJS build) for both.
const oneFuse = {
  name: 'one-fuse',
  setup(b) {
    b.onResolve({ filter: /^fuse\.js$/ }, () => ({ path: resolve('node_modules/fuse.js/dist/fuse.cjs') }));
  },
};
const jobs = [build({ ...common, minify: true, plugins: [besideTheBundle], entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js' })];
if (existsSync('src/extension/extension.ts')) {
  jobs.push(build({ ...common, ...shipped, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'], plugins: [oneFuse] }));
}
if (existsSync('media/battle/main.ts')) {
  jobs.push(build({ ...shipped, bundle: true, platform: 'browser', target: 'es2022', format: 'iife', logLevel: 'warning', entryPoints: ['media/battle/main.ts'], outfile: 'dist/webview/battle.js' }));
}
// The answer panel's page script (its buttons and the history kept for a reload).
jobs.push(build({ ...shipped, bundle: true, platform: 'browser', target: 'es2022', format: 'iife', logLevel: 'warning', entryPoints: ['media/answer/main.ts'], outfile: 'dist/webview/answer.js' }));
await Promise.all(jobs);

// The webviews load codicons from dist/ (their localResourceRoots are media/ and dist/ only).
mkdirSync('dist/codicons', { recursive: true });
for (const file of ['codicon.css', 'codicon.ttf']) copyFileSync(join('node_modules/@vscode/codicons/dist', file), join('dist/codicons', file));

// sql.js loads its WebAssembly at run time from beside the bundle: ship it once the core reads databases with it.
function importsSqlJs(dir) {
  return readdirSync(dir).some((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? importsSqlJs(path) : path.endsWith('.ts') && /from ['"]sql\.js['"]|require\(['"]sql\.js['"]\)/.test(readFileSync(path, 'utf8'));
  });
}
if (importsSqlJs('src')) {
  copyFileSync('node_modules/sql.js/dist/sql-wasm.wasm', 'dist/sql-wasm.wasm');
}
for (const [file, from] of Object.values(BESIDE)) copyFileSync(from, join('dist', file));

// The CLI's V8 code cache (bin/load-cached.js) is made by one run of the CLI, on the bundle just built.
rmSync('dist/cli.js.v8cache', { force: true });
execFileSync(process.execPath, ['bin/dmgstep.cjs', 'ask', 'Kuriboh', '--json'], { stdio: 'ignore' });
