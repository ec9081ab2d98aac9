import { getRule, procedureAt, rulesAsOf, rulesAt } from '../../core/rules';
import { timingsOf } from '../../core/timings';
import { EXIT, type Io } from '../io';
import { parseRuleset } from '../options';
import { stringOpt, type Command } from './types';

export const timingsCommand: Command = {
  name: 'timings',
  usage: 'dmgstep timings [--ruleset modern|edison] [--json]',
  summary: 'The timings of the Damage Step, what happens at each, and what can be activated there.',
  options: {},
  async run(args, io: Io) {
    const ruleset = parseRuleset(stringOpt(args.values, 'ruleset'));
    const timings = timingsOf(ruleset).map((t) => {
      const procedure = procedureAt(t.id).map((r) => ({ rule: r.id, action: r.action ?? null, title: r.title }));
      const activation = rulesAt(t.id, ruleset)
        // Card-specific rulings are answers about single cards, not kinds of activation.
        .filter((r) => (r.applies?.outcome === 'permit' || r.applies?.outcome === 'permit-with-condition') && !r.applies.match.namedInRulings)
        .map((r) => ({ rule: r.id, title: r.title }));
      return { id: t.id, order: t.order, name: t.name, modern: t.modern, summary: t.summary, procedure, activation };
    });
    if (args.values.json) {
      io.out(JSON.stringify({ ruleset, asOf: rulesAsOf(), timings }));
      return EXIT.ok;
    }
    const lines: string[] = [`Damage Step timings, ${ruleset} rules (rule index as of ${rulesAsOf()})`, ''];
    for (const t of timings) {
      lines.push(`${t.order}. ${t.name}  [${t.id}]${ruleset === 'edison' ? `  ≈ modern ${t.modern.join(' + ')}` : ''}`);
      lines.push(`   ${t.summary}`);
      for (const p of t.procedure) lines.push(`   - ${p.title}  [${p.rule}]`);
      if (t.activation.length > 0) lines.push(`   May be activated here: ${t.activation.map((a) => a.rule).join(', ')}`);
      lines.push('');
    }
    lines.push(`Details of a rule: dmgstep rule <rule-id>    (e.g. ${getRule('activation.one-permission-suffices-prohibition-wins').id})`);
    io.out(lines.join('\n'));
    return EXIT.ok;
  },
};
