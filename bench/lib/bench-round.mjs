// One round of an in-VS-Code bench: a fresh code-server runs bench/<dir>/index with the order of
// the round's parts, and the sample it prints on a `DSR_BENCH {...}` line comes back.
import { join } from 'node:path';
import { root, runInCodeServer } from '../../scripts/lib/code-server.mjs';

export async function benchRound(dir, order, round) {
  let sample;
  const code = await runInCodeServer({
    developmentPaths: [root],
    testsPath: join(root, 'bench', dir, 'index'),
    env: { DSR_BENCH_ORDER: order },
    timeoutMs: 4 * 60_000,
    onLine: (text, type) => {
      const m = /DSR_BENCH (\{.*\})/.exec(text);
      if (m) sample = JSON.parse(m[1]);
      else if (type === 'error') process.stderr.write(`${text}\n`);
    },
  });
  if (code !== 0 || !sample) throw new Error(`round ${round} failed (exit ${code})`);
  return sample;
}
