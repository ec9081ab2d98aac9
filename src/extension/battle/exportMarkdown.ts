import * as vscode from 'vscode';
import { escapeMarkdown, escapeTableCell, timingName } from '../text/markdown';
import { regionLabel, rulesetLabel, type Walk } from '../rulesCore';

function optionTable(options: Walk['steps'][number]['options']): string[] {
  const rows = options.map((o) => {
    const reason = o.reasons[0];
    return `| ${escapeTableCell(o.card)} | ${o.canActivate ? vscode.l10n.t('yes') : vscode.l10n.t('no')} | ${reason ? `${escapeTableCell(reason.text)} (\`${reason.rule}\`)` : ''} |`;
  });
  return [`| ${vscode.l10n.t('Card')} | ${vscode.l10n.t('Can activate')} | ${vscode.l10n.t('Because')} |`, '|---|---|---|', ...rows, ''];
}

/** The walkthrough as a Markdown document a writer can paste into an article. */
export function walkToMarkdown(walk: Walk, title: string): string {
  const lines = [`# ${escapeMarkdown(title)}`, '', escapeMarkdown(vscode.l10n.t('{0} rules, {1}', rulesetLabel(walk.ruleset), regionLabel(walk.region))), ''];
  walk.steps.forEach((step, i) => {
    lines.push(`## ${i + 1}. ${escapeMarkdown(timingName(step.timing))}`, '');
    if (step.events.length === 0) lines.push(`*${vscode.l10n.t('Nothing happens.')}*`);
    for (const e of step.events) lines.push(`- ${escapeMarkdown(e.text)}`);
    lines.push('', `${vscode.l10n.t('LP')}: ${vscode.l10n.t('you')} ${step.state.lp.you}, ${vscode.l10n.t('opponent')} ${step.state.lp.opponent}`, '');
    if (step.options.length > 0) {
      lines.push(`**${vscode.l10n.t('At this timing')}**`, '', ...optionTable(step.options));
    }
    // After the chains: only the answers that changed.
    const changed = step.optionsAfter.filter((o, j) => JSON.stringify(o) !== JSON.stringify(step.options[j]));
    if (changed.length > 0) lines.push(`**${vscode.l10n.t('Still possible now')}**`, '', ...optionTable(changed));
  });
  if (walk.diagnostics.length > 0) {
    lines.push(`## ${vscode.l10n.t('Problems')}`, '');
    for (const d of walk.diagnostics) lines.push(`- ${vscode.l10n.t('line')} ${d.line}:${d.column}: ${escapeMarkdown(d.message)}`);
  }
  return lines.join('\n');
}
