// Builds the bundles: the CLI (Node), the extension host (`vscode` external) and the battle
// webview script (browser), plus the webview's assets. `--production` minifies the extension
// bundles and drops their source maps (what `npm run package` ships). The CLI is always
// minified (with its source map): a cold start reads and compiles less.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
// The CLI is split so that a cold start reads, deserializes and evaluates only what its command
// reaches: dist/cli.js (arguments, the command table) loads dist/cli-<command>.js when that
// command runs (each command module's import() becomes a require of its own file), and ask's
// import() of card-source loads dist/cli-card-source.js only for --text and --db. Each of these
// files carries the parts of the core it uses: the core is pure (its modules' top levels only
// build tables), so esbuild may drop a core module none of whose exports a file uses. io.ts is
// one file of its own, shared, so that its error classes stay one class across the files.
const CLI_FILES = {
  cli: 'src/cli/main.ts',
  'cli-io': 'src/cli/io.ts',
  'cli-card-source': 'src/cli/card-source.ts',
  ...Object.fromEntries(
    readdirSync('src/cli/commands')
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'types.ts')
      .map((f) => [`cli-${f.slice(0, -3)}`, `src/cli/commands/${f}`]),
  ),
};
const cliFileOf = new Map(Object.entries(CLI_FILES).map(([name, file]) => [resolve(file), name]));
const cliFiles = {
  name: 'cli-files',
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (a) => {
      if (a.pluginData === 'cli-files' || a.kind === 'entry-point') return undefined;
      const r = await b.resolve(a.path, { importer: a.importer, resolveDir: a.resolveDir, kind: a.kind, pluginData: 'cli-files' });
      if (r.errors.length > 0) return r;
      const name = cliFileOf.get(r.path);
      if (name === 'cli-io' || (name !== undefined && a.kind === 'dynamic-import')) return { path: `./${name}.js`, external: true };
      return r.path.includes('/src/core/') ? { ...r, sideEffects: false } : r;
    });
  },
};
// import() of those files becomes require(), which the bin can serve from its code cache.
const jobs = [build({ ...common, minify: true, supported: { 'dynamic-import': false }, plugins: [besideTheBundle, cliFiles], entryPoints: CLI_FILES, outdir: 'dist' })];
// The extension is two bundles: dist/extension.js (activation: stand-ins only) requires
// dist/start.js (everything else) on first use, so activating reads and compiles a few kB.
const startBeside = {
  name: 'start-beside-the-entry',
  setup(b) {
    b.onResolve({ filter: /^\.\/start$/ }, (a) => (a.importer.endsWith(join('src', 'extension', 'extension.ts')) ? { path: './start.js', external: true } : undefined));
  },
};
if (existsSync('src/extension/extension.ts')) {
  jobs.push(build({ ...common, ...shipped, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'], plugins: [startBeside] }));
  jobs.push(build({ ...common, ...shipped, entryPoints: ['src/extension/start.ts'], outfile: 'dist/start.js', external: ['vscode'], plugins: [oneFuse] }));
}
if (existsSync('media/battle/main.ts')) {
  jobs.push(build({ ...shipped, bundle: true, platform: 'browser', target: 'es2022', format: 'iife', logLevel: 'warning', entryPoints: ['media/battle/main.ts'], outfile: 'dist/webview/battle.js' }));
}
// The answer panel's page script (its buttons and the history kept for a reload).
jobs.push(build({ ...shipped, bundle: true, platform: 'browser', target: 'es2022', format: 'iife', logLevel: 'warning', entryPoints: ['media/answer/main.ts'], outfile: 'dist/webview/answer.js' }));
await Promise.all(jobs);

// The webviews' icons: the few codicons their pages show, as one SVG sprite of <symbol>s that the
// host puts in each page (src/extension/webview/icons.ts). The whole icon font would be 168 kB in
// every page, or a fetch through the webview's service worker, which a fresh profile starts slowly.
const ICONS = ['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'circle-slash', 'copy', 'error', 'info', 'insert', 'markdown', 'pass', 'warning'];
const symbols = ICONS.map((name) => {
  const svg = readFileSync(join('node_modules/@vscode/codicons/src/icons', `${name}.svg`), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim())?.[1];
  if (!viewBox || !inner) throw new Error(`codicon ${name}: not a single <svg> with a viewBox`);
  return `<symbol id="icon-${name}" viewBox="${viewBox}">${inner}</symbol>`;
});
mkdirSync('dist/webview', { recursive: true });
writeFileSync('dist/webview/icons.svg', `<svg xmlns="http://www.w3.org/2000/svg" class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">${symbols.join('')}</svg>\n`);

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

// The CLI's V8 code caches (see bin/dmgstep.cjs) are made by one run of the CLI, on the files just
// built; a command's file gets its cache on that command's first run.
for (const name of readdirSync('dist')) if (name.endsWith('.v8cache')) rmSync(join('dist', name));
execFileSync(process.execPath, ['bin/dmgstep.cjs', 'ask', 'Kuriboh', '--json'], { stdio: 'ignore' });
