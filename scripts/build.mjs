// Builds the bundles: the CLI (Node) now; the extension host and webview bundles join as they land.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
const jobs = [build({ ...common, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js' })];
if (existsSync('src/extension/extension.ts')) {
  jobs.push(build({ ...common, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] }));
}
await Promise.all(jobs);
