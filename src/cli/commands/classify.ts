import { ask, classifiedProvenance, coverageReport, formatCoverage, kindLabelOf, timingIdsOf, type ClassifiedCard } from '../../core';
import { openDatabase } from '../card-source';
import { EXIT, UsageError, processIo, type Io } from '../io';
import { parseRegion, parseRuleset } from '../options';
import { stringOpt, type Command } from './types';

// Lines are written in blocks: one write per card would make a full pool's output syscall-bound.
const BLOCK = 500;

export const classifyCommand: Command = {
  name: 'classify',
  usage: 'dmgstep classify --db <cards.cdb|cards.json> [--ruleset modern|edison] [--region tcg|ocg] [--json]',
  summary: 'Reads every card of a database: its effects, its answer at every timing, and a coverage report (--json: one ask --json object per line).',
  options: { db: { type: 'string' } },
  async run(args, io: Io) {
    const file = stringOpt(args.values, 'db');
    if (file === undefined) throw new UsageError('classify: give a database with --db <cards.cdb|cards.json>');
    if (args.positionals.length > 0) throw new UsageError(`classify: unexpected argument "${args.positionals[0] ?? ''}"; the cards come from --db`);
    const ruleset = parseRuleset(stringOpt(args.values, 'ruleset'));
    const region = parseRegion(stringOpt(args.values, 'region'));
    const timings = timingIdsOf(ruleset);
    const source = await openDatabase(file, io);

    let block: string[] = [];
    const flush = async () => {
      if (block.length === 0) return;
      const text = block.join('\n');
      block = [];
      if (io !== processIo) return io.out(text);
      // Wait for a slow reader instead of buffering the whole pool's output in memory.
      if (!process.stdout.write(`${text}\n`)) await new Promise<void>((resolve) => process.stdout.once('drain', resolve));
    };
    // Only the human report keeps the cards, for its coverage summary.
    const kept: ClassifiedCard[] = [];
    for (const c of source.each()) {
      if (!args.values.json) kept.push(c);
      // The same record `ask "<name>" --db` answers from: an embedded one wins over the reading.
      const winner = source.catalog.exact(c.card.name);
      const card = winner && winner.source !== 'database' ? winner : c.card;
      const answer = ask(card, { ruleset, region }, timings, classifiedProvenance);
      if (args.values.json) {
        block.push(JSON.stringify(answer));
      } else {
        const yes = answer.verdicts.filter((v) => v.canActivate).map((v) => (v.conditions.length > 0 ? `${v.timing} (with a condition)` : v.timing));
        const how = card === c.card ? `confidence ${c.confidence}${c.unrecognised.length > 0 ? `, ${c.unrecognised.length} unread` : ''}` : card.source;
        block.push(`${card.name} (${kindLabelOf(card)}; ${how}): ${yes.length > 0 ? yes.join(', ') : 'never'}`);
      }
      if (block.length >= BLOCK) await flush();
    }
    await flush();
    if (!args.values.json) io.out(`\n${formatCoverage(coverageReport(kept))}`);
    return EXIT.ok;
  },
};
