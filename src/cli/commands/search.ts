import { embeddedCatalog, optionsLabel, queryTooLong, searchAll } from '../../core';
import { parseRegion, parseRuleset } from '../options';
import { EXIT, UsageError, type Io } from '../io';
import { stringOpt, type Command } from './types';

export const searchCommand: Command = {
  name: 'search',
  usage: 'dmgstep search "<words>" [--ruleset modern|edison] [--region tcg|ocg] [--json]',
  summary: 'Search the rule records of a rule set and region (id and title words first) and card names.',
  options: {},
  run(args, io: Io) {
    const query = args.positionals.join(' ').trim();
    if (!query) throw new UsageError('search: give some words to look for, e.g. dmgstep search "flip effect"');
    const tooLong = queryTooLong(query, 'search text');
    if (tooLong) throw new UsageError(`search: ${tooLong}`);
    const options = { ruleset: parseRuleset(stringOpt(args.values, 'ruleset')), region: parseRegion(stringOpt(args.values, 'region')) };
    const hits = searchAll(query, embeddedCatalog(), 20, options);
    if (args.values.json) {
      io.out(JSON.stringify({ query, ruleset: options.ruleset, region: options.region, hits }));
      return EXIT.ok;
    }
    if (hits.length === 0) io.out(`Nothing matches "${query}" (searched the ${optionsLabel(options)} rules and the card names).`);
    else io.out(hits.map((h) => `${h.type.padEnd(4)}  ${h.type === 'rule' ? `${h.id} — ${h.title}` : h.title}`).join('\n'));
    return EXIT.ok;
  },
};
