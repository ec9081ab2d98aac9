import { activationRulesAt, getRule, optionsLabel, procedureAt, rulesAsOf, timingsOf } from '../../core';
import { EXIT, UsageError, type Io } from '../io';
import { parseRegion, parseRuleset } from '../options';
import { stringOpt, type Command } from './types';

export const timingsCommand: Command = {
  name: 'timings',
  usage: 'dmgstep timings [--ruleset modern|edison] [--region tcg|ocg] [--json]',
  summary: 'The timings of the Damage Step, what happens at each, and what can be activated there.',
  options: {},
  run(args, io: Io) {
    if (args.positionals.length > 0) throw new UsageError(`timings: unexpected argument "${args.positionals[0] ?? ''}"; the timings take only options`);
    const options = { ruleset: parseRuleset(stringOpt(args.values, 'ruleset')), region: parseRegion(stringOpt(args.values, 'region')) };
    const { ruleset, region } = options;
    const timings = timingsOf(ruleset).map((t) => {
      const procedure = procedureAt(t.id).map((r) => ({ rule: r.id, action: r.action ?? null, title: r.title }));
      const activation = activationRulesAt(t.id, options).map((r) => ({ rule: r.id, title: r.title, kind: r.kind, outcome: r.applies?.outcome ?? null }));
      return { id: t.id, order: t.order, name: t.name, modern: t.modern, summary: t.summary, procedure, activation };
    });
    if (args.values.json) {
      io.out(JSON.stringify({ ruleset, region, asOf: rulesAsOf(), timings }));
      return EXIT.ok;
    }
    const lines: string[] = [`Damage Step timings, ${optionsLabel(options)} (rule index as of ${rulesAsOf()})`, ''];
    for (const t of timings) {
      lines.push(`${t.order}. ${t.name}  [${t.id}]${ruleset === 'edison' ? `  ≈ modern ${t.modern.join(' + ')}` : ''}`);
      lines.push(`   ${t.summary}`);
      for (const p of t.procedure) lines.push(`   - ${p.title}  [${p.rule}]`);
      if (t.activation.length > 0) lines.push(`   Activation rules here: ${t.activation.map((a) => a.rule).join(', ')}`);
      lines.push('');
    }
    lines.push(`Details of a rule: dmgstep rule <rule-id>    (e.g. ${getRule('activation.one-permission-suffices-prohibition-wins').id})`);
    io.out(lines.join('\n'));
    return EXIT.ok;
  },
};
