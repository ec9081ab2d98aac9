// Extension figures (issue 5), printed: activation time of Damage Step Rulings against an
// empty hello-world extension activated in the same VS Code (code-server's, headless; see
// scripts/lib/code-server.mjs), the time to the first hover answer, and the VSIX size.
// Each round is a fresh VS Code; the two extensions alternate which activates first. The ratio
// is Damage Step Rulings' median over hello-world's median (issue 10's goal: at most 1.5×);
// each round's own ratio and the machine's load are printed beside it.
//
//   node bench/extension-activation.mjs [rounds=6]      (run `npm run package` first for the VSIX size)
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { root, run, runInCodeServer } from '../scripts/lib/code-server.mjs';

const rounds = Number(process.argv[2] ?? 6);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

run(process.execPath, [join(root, 'scripts', 'build.mjs'), '--production']);
// The workbench runs one extension under development, so the baseline is installed as a VSIX.
const helloVsix = join(root, '.vscode-test', 'hello-world.vsix');
// The warm-up extension is activated first, so neither of the two compared pays the extension host's first-activation costs.
const warmUpVsix = join(root, '.vscode-test', 'warm-up.vsix');
for (const [folder, vsix] of [
  ['hello-world', helloVsix],
  ['warm-up', warmUpVsix],
]) {
  run(join(root, 'node_modules', '.bin', 'vsce'), ['package', '--skip-license', '--allow-missing-repository', '--no-dependencies', '-o', vsix], { cwd: join(root, 'bench', folder), stdio: 'ignore' });
}
const samples = [];
const loads = [os.loadavg()[0].toFixed(1)];
for (let i = 0; i < rounds; i++) {
  const order = i % 2 === 0 ? 'hello,dsr' : 'dsr,hello';
  let sample;
  const code = await runInCodeServer({
    developmentPaths: [root],
    installExtensions: [helloVsix, warmUpVsix],
    testsPath: join(root, 'bench', 'activation', 'index'),
    env: { DSR_BENCH_ORDER: order },
    timeoutMs: 3 * 60_000,
    onLine: (text, type) => {
      const m = /DSR_BENCH (\{.*\})/.exec(text);
      if (m) sample = JSON.parse(m[1]);
      else if (type === 'error') process.stderr.write(`${text}\n`);
    },
  });
  if (code !== 0 || !sample) throw new Error(`round ${i + 1} failed (exit ${code})`);
  samples.push(sample);
  loads.push(os.loadavg()[0].toFixed(1));
  console.log(
    `round ${i + 1} (${order}; load ${loads.at(-1)}): hello ${sample.hello.toFixed(1)} ms, damage-step ${sample.dsr.toFixed(1)} ms (${(sample.dsr / sample.hello).toFixed(2)}×; warm-up ${sample.warmUp.toFixed(1)} ms; activate() body ${sample.dsrActivateBody.toFixed(1)} ms), first hover ${sample.firstHover.toFixed(1)} ms`,
  );
}
const hello = median(samples.map((s) => s.hello));
const dsr = median(samples.map((s) => s.dsr));
console.log(`load (1-minute average) during the rounds: ${loads.join(', ')}`);
console.log(`activation (median of ${rounds}): hello-world ${hello.toFixed(1)} ms, Damage Step Rulings ${dsr.toFixed(1)} ms`);
console.log(`ratio ${(dsr / hello).toFixed(2)}× (goal <= 1.5×); median of the rounds' own ratios ${median(samples.map((s) => s.dsr / s.hello)).toFixed(2)}×`);
console.log(`activate() body alone: ${median(samples.map((s) => s.dsrActivateBody)).toFixed(1)} ms`);
console.log(
  `first hover answer: ${median(samples.map((s) => s.firstHover)).toFixed(1)} ms (second: ${median(samples.map((s) => s.secondHover)).toFixed(1)} ms); answered: ${samples.every((s) => s.hoverAnswered)}`,
);
const kb = (file) => `${(statSync(join(root, 'dist', file)).size / 1024).toFixed(0)} KB`;
console.log(`bundles (production): dist/extension.js ${kb('extension.js')} loaded at activation, dist/start.js ${kb('start.js')} on first use`);
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const vsix = join(root, `damage-step-rulings-${version}.vsix`);
if (existsSync(vsix)) console.log(`VSIX ${vsix.slice(root.length + 1)}: ${(statSync(vsix).size / 1024).toFixed(0)} KB (goal < 2048 KB)`);
else console.log('VSIX: not built; run `npm run package` first');
