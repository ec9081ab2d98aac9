import { UsageError } from './io';

// The command line read in one pass: Node's util.parseArgs takes time quadratic in the number of
// arguments (40,000 script paths from a shell glob took 2.3 s before any work; issue 19).

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
}

export interface ParsedCommandLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * `--name value`, `--name=value`, `--flag`, `-h` and positionals; everything after `--` is
 * positional. A later option wins over an earlier one. Mistakes are UsageErrors (exit 2).
 */
export function parseCommandLine(args: readonly string[], options: Readonly<Record<string, OptionSpec>>): ParsedCommandLine {
  const byShort = new Map<string, string>();
  for (const [name, spec] of Object.entries(options)) if (spec.short) byShort.set(spec.short, name);
  const known = new Map(Object.entries(options));
  const values: Record<string, string | boolean | undefined> = Object.create(null) as Record<string, string | boolean | undefined>;
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      for (let j = i + 1; j < args.length; j++) positionals.push(args[j] as string);
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const eq = long ? arg.indexOf('=') : -1;
    const name = long ? arg.slice(2, eq < 0 ? undefined : eq) : byShort.get(arg.slice(1));
    const spec = name === undefined ? undefined : known.get(name);
    if (name === undefined || spec === undefined) {
      const shown = eq < 0 ? arg : arg.slice(0, eq);
      throw new UsageError(`Unknown option '${shown}'; to give a text starting with "-", put it after "--", as in: -- "${arg}"`);
    }
    if (spec.type === 'boolean') {
      if (eq >= 0) throw new UsageError(`Option '--${name}' does not take an argument`);
      values[name] = true;
      continue;
    }
    if (eq >= 0) {
      values[name] = arg.slice(eq + 1);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) throw new UsageError(`Option '--${name} <value>' argument missing`);
    if (value.startsWith('-') && value !== '-') throw new UsageError(`Option '--${name}' needs a value, but "${value}" follows it; to give one starting with "-", write --${name}=${value}`);
    values[name] = value;
    i++;
  }
  return { values: { ...values }, positionals };
}
