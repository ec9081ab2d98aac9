// Builds the bundles: the CLI (Node), the extension host (`vscode` external) and the battle
// webview script (browser), plus the webview's assets. `--production` minifies the extension
// bundles and drops their source maps (what `npm run package` ships). The CLI is always
// minified (with its source map): a cold start reads and compiles less.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const production = process.argv.includes('--production');
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
const shipped = { minify: production, sourcemap: !production };

// The CLI loads sql.js (100 kB of JavaScript) from its own file beside the bundle, only when a
// command reads a database: every other start does not read or compile it.
const sqlJsBeside = {
  name: 'sql.js-beside-the-bundle',
  setup(b) {
    b.onResolve({ filter: /^sql\.js$/ }, () => ({ path: 'sql.js', namespace: 'sql-js-shim' }));
    b.onLoad({ filter: /.*/, namespace: 'sql-js-shim' }, () => ({ contents: 'module.exports = require("./sql-wasm.js");', loader: 'js' }));
    b.onResolve({ filter: /^\.\/sql-wasm\.js$/ }, () => ({ path: './sql-wasm.js', external: true }));
  },
};
const jobs = [build({ ...common, minify: true, plugins: [sqlJsBeside], entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js' })];
if (existsSync('src/extension/extension.ts')) {
  jobs.push(build({ ...common, ...shipped, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] }));
}
if (existsSync('media/battle/main.ts')) {
  jobs.push(build({ ...shipped, bundle: true, platform: 'browser', target: 'es2022', format: 'iife', logLevel: 'warning', entryPoints: ['media/battle/main.ts'], outfile: 'dist/webview/battle.js' }));
}
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
  copyFileSync('node_modules/sql.js/dist/sql-wasm.js', 'dist/sql-wasm.js');
}

// The CLI's V8 code cache (bin/load-cached.js) is made by one run of the CLI, on the bundle just built.
rmSync('dist/cli.js.v8cache', { force: true });
execFileSync(process.execPath, ['bin/dmgstep.js', 'ask', 'Kuriboh', '--json'], { stdio: 'ignore' });
