// `npm run demo`: real answers from the embedded catalog through the built CLI, as a newcomer
// would type them.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const cli = new URL('../bin/dmgstep.cjs', import.meta.url).pathname;
const run = (args) => {
  console.log(`\n$ dmgstep ${args.map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' ')}`);
  try {
    process.stdout.write(execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' }));
  } catch (e) {
    process.stdout.write(`${e.stdout ?? ''}${e.stderr ?? ''}(exit ${e.status})\n`);
  }
};

run(['ask', 'Kuriboh']);
run(['ask', 'Forbidden Lance']);
run(['ask', 'Attack of the Cornered Rat', '--at', 'before-damage-calculation']);
run(['ask', 'Shark Stickers', '--region', 'ocg']);
run(['ask', 'Rope of Life', '--at', 'end-of-damage-step']);
run(['ask', 'Kuriboh', '--ruleset', 'edison']);
run(['ask', 'Kurib0h']);
run(['rule', 'activation.atk-def-modifiers-until-damage-calculation']);
run(['search', 'flip effect']);

const examples = new URL('../examples/', import.meta.url).pathname;
if (existsSync(examples) && existsSync(new URL('../src/cli/commands/walk.ts', import.meta.url).pathname)) {
  for (const f of readdirSync(examples)
    .filter((n) => n.endsWith('.battle'))
    .sort())
    run(['walk', `examples/${f}`]);
}
