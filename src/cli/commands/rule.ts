import Fuse from 'fuse.js';
import { findRule, formatCitation, queryTooLong, RULES } from '../../core';
import { EXIT, UsageError, type Io } from '../io';
import type { Command } from './types';

export const ruleCommand: Command = {
  name: 'rule',
  usage: 'dmgstep rule <rule-id> [--json]',
  summary: 'One rule record: its text, timings, citations, examples and related rules.',
  options: {},
  run(args, io: Io) {
    const id = args.positionals[0];
    if (!id) throw new UsageError('rule: give a rule id; `dmgstep timings` and `dmgstep search` list them');
    if (args.positionals.length > 1) throw new UsageError(`rule: one rule id expected, got ${args.positionals.length}`);
    const tooLong = queryTooLong(id, 'rule id');
    if (tooLong) throw new UsageError(`rule: ${tooLong}`);
    const rule = findRule(id);
    if (!rule) {
      const near = new Fuse(
        RULES.map((r) => r.id),
        { threshold: 0.4 },
      )
        .search(id, { limit: 5 })
        .map((r) => r.item);
      throw new UsageError(`rule: "${id}" is not a rule id.${near.length > 0 ? ` Did you mean: ${near.join(', ')}?` : ''}`);
    }
    const citations = rule.citations.map(formatCitation);
    if (args.values.json) {
      io.out(JSON.stringify({ ...rule, citations, citationRefs: rule.citations }));
      return EXIT.ok;
    }
    const lines = [`${rule.title}`, `  id: ${rule.id}    kind: ${rule.kind}    rule set: ${rule.ruleset}    region: ${rule.region}`, `  timings: ${rule.timings.join(', ')}`, '', rule.text, ''];
    if (rule.applies?.condition) lines.push(`Condition: ${rule.applies.condition}`, '');
    if (rule.examples.length > 0) lines.push('Examples:', ...rule.examples.map((e) => `  - ${e.card}${e.note ? ` — ${e.note}` : ''}`), '');
    if (citations.length > 0) lines.push('Sources:', ...citations.map((c) => `  - ${c}`), '');
    if (rule.seedDecision) lines.push(`Note on the sources: ${rule.seedDecision}`, '');
    if (rule.related.length > 0) lines.push(`Related: ${rule.related.join(', ')}`);
    io.out(lines.join('\n').trimEnd());
    return EXIT.ok;
  },
};
