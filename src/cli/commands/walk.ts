import { readFileSync, statSync } from 'node:fs';
import { battleFileTooLarge, cardPlace, cardStats, embeddedCatalog, getTiming, placeWords, walkBattle, type BattleDiagnostic, type Step, type Walk } from '../../core';
import { EXIT, UsageError, type Io } from '../io';
import { parseRegion, parseRuleset } from '../options';
import { stringOpt, type Command } from './types';

/** The file's text, or why it is too large to read (then it is not read at all). */
function readBattleFile(path: string): { text: string } | { tooLarge: string } {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    throw new UsageError(`walk: no such file "${path}"`);
  }
  if (!stats.isFile()) throw new UsageError(`walk: "${path}" is not a file`);
  const tooLarge = battleFileTooLarge(stats.size);
  return tooLarge ? { tooLarge } : { text: readFileSync(path, 'utf8') };
}

/** `file:line:col: severity: message [rule]`, the form editors and terminals link. */
export function diagnosticLine(file: string, d: BattleDiagnostic): string {
  return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}${d.rule ? ` [${d.rule}]` : ''}`;
}

function cardLine(c: Step['state']['cards'][number]): string {
  const stats = cardStats(c);
  const shown = stats ? `  ATK ${stats.atk} / DEF ${stats.def}` : '';
  const dbb = c.destroyedByBattle ? '  (destroyed by battle)' : '';
  return `     ${c.controller.padEnd(8)} ${`"${c.name}"`.padEnd(34)} ${placeWords(cardPlace(c)).padEnd(41)}${shown}${dbb}`.trimEnd();
}

function fieldLines(heading: string, state: Step['state']): string[] {
  return [`   ${heading}: you ${state.lp.you} LP, opponent ${state.lp.opponent} LP; damage calculated: ${state.damageCalculated ? 'yes' : 'no'}`, ...state.cards.map(cardLine)];
}

function optionLine(o: Step['options'][number]): string {
  const [first] = o.reasons;
  return `     ${o.canActivate ? 'yes' : 'no '}  "${o.card}"${first ? ` — ${first.text}  [${first.rule}]` : ''}`;
}

/**
 * One block per step, readable on its own: what the game does first, what may be activated at
 * that moment, the chains, the field after it, and what changed for a new chain.
 */
export function formatStep(step: Step, index: number): string {
  const timing = getTiming(step.timing);
  // The timing by its name only: its id is for `--json` and `--at`, not for reading.
  const lines = [`${index + 1}. ${timing?.name ?? step.timing}`];
  if (step.events.length === 0) lines.push('   Nothing happens by itself here.');
  const event = (e: Step['events'][number]): string => `   - ${e.text}${e.rule ? `  [${e.rule}]` : ''}`;
  const opening = step.eventsAtOpening;
  lines.push(...step.events.slice(0, opening).map(event));
  const openingState = step.stateAtOpening;
  const fieldChanged = JSON.stringify(openingState) !== JSON.stringify(step.state);
  if (fieldChanged) lines.push(...fieldLines('Field at this timing', openingState));
  if (step.options.length > 0) {
    lines.push('   At this timing: Can each card be activated now?');
    lines.push(...step.options.map(optionLine));
  }
  lines.push(...step.events.slice(opening).map(event));
  lines.push(...fieldLines('Field after it', step.state));
  const after = step.optionsAfter.filter((o, i) => JSON.stringify(o) !== JSON.stringify(step.options[i]));
  if (after.length > 0) {
    lines.push('   Still possible now (after the chains; the other cards answer as above):');
    lines.push(...after.map(optionLine));
  }
  return lines.join('\n');
}

export function formatWalk(file: string, walk: Walk): string {
  const head = `${file} — ${walk.ruleset} rules, ${walk.region.toUpperCase()}`;
  if (walk.steps.length === 0) return `${head}\nThe battle could not be walked (see the errors).`;
  const body = [
    head,
    '',
    ...walk.steps
      .map((s, i) => formatStep(s, i))
      .join('\n\n')
      .split('\n'),
  ];
  if (walk.winner !== undefined) body.push('', `The Duel is over: ${walk.winner === 'draw' ? 'a draw' : walk.winner === 'you' ? 'you win' : 'your opponent wins'}. The walk stops here.`);
  return body.join('\n');
}

export const walkCommand: Command = {
  name: 'walk',
  usage: 'dmgstep walk <file.battle> [--json] [--ruleset modern|edison] [--region tcg|ocg]',
  summary: 'Walks a described battle through the Damage Step: what happens at each timing and what can be activated.',
  options: {},
  run(args, io: Io) {
    const [file, ...more] = args.positionals;
    if (file === undefined) throw new UsageError('walk: give a battle file, e.g. dmgstep walk examples/flip-monster-attacked.battle');
    if (more.length > 0) throw new UsageError(`walk: one file expected, got ${args.positionals.length}`);
    const defaults = { ruleset: parseRuleset(stringOpt(args.values, 'ruleset')), region: parseRegion(stringOpt(args.values, 'region')) };
    const read = readBattleFile(file);
    const walk: Walk =
      'text' in read
        ? walkBattle(read.text, embeddedCatalog(), defaults)
        : { ...defaults, steps: [], diagnostics: [{ severity: 'error', message: read.tooLarge, line: 1, column: 1, length: 0, rule: null, code: 'too-large' }] };
    io.out(args.values.json ? JSON.stringify(walk) : formatWalk(file, walk));
    for (const d of walk.diagnostics) io.err(diagnosticLine(file, d));
    return walk.diagnostics.some((d) => d.severity === 'error') ? EXIT.failure : EXIT.ok;
  },
};
