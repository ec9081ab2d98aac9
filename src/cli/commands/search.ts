import { embeddedCatalog, queryTooLong, searchAll } from '../../core';
import { EXIT, UsageError, type Io } from '../io';
import type { Command } from './types';

export const searchCommand: Command = {
  name: 'search',
  usage: 'dmgstep search "<words>" [--json]',
  summary: 'Fuzzy search over rule records and card names.',
  options: {},
  async run(args, io: Io) {
    const query = args.positionals.join(' ').trim();
    if (!query) throw new UsageError('search: give some words to look for, e.g. dmgstep search "flip effect"');
    const tooLong = queryTooLong(query, 'search text');
    if (tooLong) throw new UsageError(`search: ${tooLong}`);
    const hits = searchAll(query, embeddedCatalog());
    if (args.values.json) {
      io.out(JSON.stringify({ query, hits }));
      return EXIT.ok;
    }
    if (hits.length === 0) io.out(`Nothing matches "${query}".`);
    else io.out(hits.map((h) => `${h.type.padEnd(4)}  ${h.type === 'rule' ? `${h.id} — ${h.title}` : h.title}`).join('\n'));
    return EXIT.ok;
  },
};
