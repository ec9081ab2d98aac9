import { ask, askJsonParts, classifiedProvenance, coverageReport, formatCoverage, kindLabelOf, timingIdsOf, type CardRecord, type ClassifiedCard } from '../../core';
import { setFlagsFromString } from 'node:v8';
import { openDatabase } from '../card-source';
import { EXIT, UsageError, type Io } from '../io';
import { LineWriter } from '../line-writer';
import { parseRegion, parseRuleset } from '../options';
import { stringOpt, type Command } from './types';

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
    // A pool's many readings outlive a scavenge or two, so V8 would keep doubling the young
    // generation up to 2 × 16 MiB, about 30 MiB of the peak, for no speed gain (bench/pool.mjs:
    // 113-116 MiB instead of 143-155, same wall time). The growth factor is read at each growth
    // decision, so setting it now takes effect; --max-semi-space-size, fixed at start, would not.
    setFlagsFromString('--semi-space-growth-factor=1');
    const source = await openDatabase(file, io);

    const out = new LineWriter(io);
    const parts: string[] = [];
    // Only the human report keeps the cards, for its coverage summary.
    const kept: ClassifiedCard[] = [];
    for (const c of source.each()) {
      // The same record `ask "<name>" --db` answers from: an embedded one wins over the reading.
      const card: CardRecord = source.embedded(c.card.name) ?? c.card;
      if (args.values.json) {
        parts.length = 0;
        askJsonParts(parts, card, { ruleset, region }, timings, classifiedProvenance);
        out.pieces(parts);
        continue;
      }
      kept.push(c);
      const answer = ask(card, { ruleset, region }, timings, classifiedProvenance);
      const yes = answer.verdicts.filter((v) => v.canActivate).map((v) => (v.conditions.length > 0 ? `${v.timing} (with a condition)` : v.timing));
      const how = card === c.card ? `confidence ${c.confidence}${c.unrecognised.length > 0 ? `, ${c.unrecognised.length} unread` : ''}` : card.source;
      out.line(`${card.name} (${kindLabelOf(card)}; ${how}): ${yes.length > 0 ? yes.join(', ') : 'never'}`);
    }
    out.flush();
    if (!args.values.json) io.out(`\n${formatCoverage(coverageReport(kept))}`);
    return EXIT.ok;
  },
};
