import type { Command } from './types';

// Each command's module is loaded only when that command runs: a cold `dmgstep ask` then never
// evaluates the battle parser, the card-text classifier or the database reader (esbuild keeps
// modules reached only through import() unevaluated until then).
const LOADERS = {
  ask: async () => (await import('./ask.js')).askCommand,
  timings: async () => (await import('./timings.js')).timingsCommand,
  rule: async () => (await import('./rule.js')).ruleCommand,
  search: async () => (await import('./search.js')).searchCommand,
  walk: async () => (await import('./walk.js')).walkCommand,
  classify: async () => (await import('./classify.js')).classifyCommand,
  'lint-scripts': async () => (await import('./lint-scripts.js')).lintScriptsCommand,
  cards: async () => (await import('./cards.js')).cardsCommand,
} satisfies Record<string, () => Promise<Command>>;

export type CommandName = keyof typeof LOADERS;

/** The command names, in the order help lists them. */
export const COMMAND_NAMES = Object.keys(LOADERS) as CommandName[];

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(LOADERS, name);
}

export function loadCommand(name: CommandName): Promise<Command> {
  return LOADERS[name]();
}

/** Every command, for the help text. */
export function loadAllCommands(): Promise<Command[]> {
  return Promise.all(COMMAND_NAMES.map(loadCommand));
}
