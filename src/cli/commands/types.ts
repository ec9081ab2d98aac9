import type { Io } from '../io';

export type OptionValues = Record<string, string | boolean | undefined>;

export interface ParsedArgs {
  positionals: string[];
  values: OptionValues;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Options beyond the common ones (--json, --ruleset, --region). */
  options: Record<string, { type: 'string' | 'boolean' }>;
  /** The exit code; a Promise only for commands that wait (to load a library or read a file). */
  run(args: ParsedArgs, io: Io): number | Promise<number>;
}

export function stringOpt(values: OptionValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}
