import { parseArgs } from 'node:util';
import { askCommand } from './commands/ask';
import { cardsCommand } from './commands/cards';
import { classifyCommand } from './commands/classify';
import { lintScriptsCommand } from './commands/lint-scripts';
import { ruleCommand } from './commands/rule';
import { searchCommand } from './commands/search';
import { timingsCommand } from './commands/timings';
import { walkCommand } from './commands/walk';
import type { Command } from './commands/types';
import { EXIT, UnknownCardError, UsageError, processIo, type Io } from './io';

const COMMON = { json: { type: 'boolean' }, ruleset: { type: 'string' }, region: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

export const COMMANDS: Command[] = [askCommand, timingsCommand, ruleCommand, searchCommand, walkCommand, classifyCommand, lintScriptsCommand, cardsCommand];

function help(): string {
  return ['dmgstep — Yu-Gi-Oh! Damage Step rulings', '', 'Usage:', ...COMMANDS.map((c) => `  ${c.usage}\n      ${c.summary}`), '',
    'Exit codes: 0 answered, 1 failed, 2 usage error, 3 unknown card.'].join('\n');
}

/** Runs one command line; returns the exit code instead of exiting so tests can call it. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  try {
    if (!command) throw new UsageError(`unknown command "${name}"; valid: ${COMMANDS.map((c) => c.name).join(', ')}`);
    const parsed = parseArgs({ args: rest, options: { ...COMMON, ...command.options }, allowPositionals: true, strict: true });
    if (parsed.values.help) {
      io.out(`${command.usage}\n${command.summary}`);
      return EXIT.ok;
    }
    return await command.run({ positionals: parsed.positionals, values: parsed.values }, io);
  } catch (e) {
    if (e instanceof UnknownCardError) {
      io.err(e.message);
      return EXIT.unknownCard;
    }
    if (e instanceof UsageError || (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))) {
      io.err(`dmgstep: ${e.message}\nusage: ${command?.usage ?? 'dmgstep <ask|timings|rule|search|walk|classify> ...'}`);
      return EXIT.usage;
    }
    io.err(`dmgstep: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.failure;
  }
}
