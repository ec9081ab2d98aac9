import { ask } from '../../core/ask';
import { embeddedCatalog } from '../../core/index';
import type { CardRecord } from '../../core/types';
import { formatAnswer } from '../format';
import { EXIT, UnknownCardError, UsageError, type Io } from '../io';
import { parseRegion, parseRuleset, parseTiming } from '../options';
import { stringOpt, type Command, type ParsedArgs } from './types';

/** Finds the card a command is about: by name in the embedded catalog. */
export async function resolveNamedCard(args: ParsedArgs): Promise<CardRecord> {
  const name = args.positionals[0];
  if (name === undefined || name.trim() === '') throw new UsageError('ask: give a card name, e.g. dmgstep ask "Kuriboh"');
  if (args.positionals.length > 1) throw new UsageError(`ask: one card name expected, got ${args.positionals.length} (quote names with spaces)`);
  const found = embeddedCatalog().lookup(name);
  if (found.card) return found.card;
  const hint = found.suggestions.length > 0 ? ` Did you mean: ${found.suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
  throw new UnknownCardError(`Unknown card "${name}".${hint}`);
}

export const askCommand: Command = {
  name: 'ask',
  usage: 'dmgstep ask "<card name>" [--at <timing>] [--ruleset modern|edison] [--region tcg|ocg] [--json]',
  summary: 'Can this card be activated at each timing of the Damage Step, and why?',
  options: { at: { type: 'string' } },
  async run(args: ParsedArgs, io: Io): Promise<number> {
    const ruleset = parseRuleset(stringOpt(args.values, 'ruleset'));
    const region = parseRegion(stringOpt(args.values, 'region'));
    const timings = parseTiming(stringOpt(args.values, 'at'), ruleset);
    const card = await resolveNamedCard(args);
    const answer = ask(card, { ruleset, region }, timings);
    io.out(args.values.json ? JSON.stringify(answer) : formatAnswer(answer));
    return EXIT.ok;
  },
};
