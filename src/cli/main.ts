import { parseCommandLine } from './args';
import { COMMAND_NAMES, isCommandName, loadAllCommands, loadCommand } from './commands/index';
import type { Command } from './commands/types';
import { EXIT, UnknownCardError, UsageError, processIo, terminalIo, type Io } from './io';

const COMMON = { json: { type: 'boolean' }, ruleset: { type: 'string' }, region: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

async function help(): Promise<string> {
  const commands = await loadAllCommands();
  return [
    'dmgstep — Yu-Gi-Oh! Damage Step rulings',
    '',
    'Usage:',
    ...commands.map((c) => `  ${c.usage}\n      ${c.summary}`),
    '',
    'Exit codes: 0 answered, 1 failed, 2 usage error, 3 unknown card.',
  ].join('\n');
}

/** Runs one command line; returns the exit code instead of exiting so tests can call it. */
export async function main(argv: string[], given: Io = processIo): Promise<number> {
  const io = terminalIo(given);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(await help());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  let command: Command | undefined;
  try {
    if (!isCommandName(name)) throw new UsageError(`unknown command "${name}"; valid: ${COMMAND_NAMES.join(', ')}`);
    command = await loadCommand(name);
    const parsed = parseCommandLine(rest, { ...COMMON, ...command.options });
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
    if (e instanceof UsageError) {
      io.err(`dmgstep: ${e.message}\nusage: ${command?.usage ?? `dmgstep <${COMMAND_NAMES.join('|')}> ...`}`);
      return EXIT.usage;
    }
    io.err(`dmgstep: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.failure;
  }
}
