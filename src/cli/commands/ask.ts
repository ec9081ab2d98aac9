import {
  ask,
  cardReadOf,
  classifiedProvenance,
  describeCardRead,
  embeddedCatalog,
  kindLabelOf,
  MAX_CARD_TEXT_CHARS,
  queryTooLong,
  type AskAnswer,
  type CardBlock,
  type CardCatalog,
  type CardRecord,
  type ClassifiedCard,
} from '../../core';
import { formatAnswer } from '../format';
import { EXIT, UnknownCardError, UsageError, type Io } from '../io';
import { parseRegion, parseRuleset, parseTiming } from '../options';
import { stringOpt, type Command, type ParsedArgs } from './types';

/** Finds the card a command is about: by name in the embedded catalog (or the one given). */
export function resolveNamedCard(args: ParsedArgs, catalog: CardCatalog = embeddedCatalog(), database?: string): CardRecord {
  const name = args.positionals[0];
  if (name === undefined || name.trim() === '') throw new UsageError('ask: give a card name, e.g. dmgstep ask "Kuriboh"');
  if (args.positionals.length > 1) throw new UsageError(`ask: one card name expected, got ${args.positionals.length} (quote names with spaces)`);
  const tooLong = queryTooLong(name, 'card name');
  if (tooLong) throw new UsageError(`ask: ${tooLong}`);
  const found = catalog.lookup(name);
  if (found.card) return found.card;
  const hint = found.suggestions.length > 0 ? ` Did you mean: ${found.suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
  throw new UnknownCardError(`Unknown card "${name}".${hint} ${databaseHint(name, catalog, database)}`);
}

/** What would answer a card no catalog knows: a card database, and how to give one. */
function databaseHint(name: string, catalog: CardCatalog, database: string | undefined): string {
  const where = database ? `in neither the embedded catalog nor ${database}` : `not in the embedded catalog (${catalog.size.toLocaleString('en-US')} cards)`;
  return `It is ${where}; a card database answers any card: dmgstep ask ${JSON.stringify(name)} --db <cards.cdb|cards.json> (EDOPro/YGOPro cards.cdb or YGOPRODeck card JSON).`;
}

/** The name as typed when the catalog read it as another card's (a slip of a letter or two). */
export function readAsOf(args: ParsedArgs, card: CardRecord, catalog: CardCatalog = embeddedCatalog()): AskAnswer['readAs'] {
  const typed = args.positionals[0] ?? '';
  return catalog.exact(typed) ? undefined : { typed, name: card.name };
}

export const askCommand: Command = {
  name: 'ask',
  usage:
    'dmgstep ask "<card name>" [--db <cards.cdb|cards.json>] [--at <timing>] [--ruleset modern|edison] [--region tcg|ocg] [--json]\n' +
    '  dmgstep ask --text "<card text, or a whole card: name, type line, stats, text>" [--kind "<e.g. Quick-Play Spell | Counter Trap | Effect Monster>"] [--name "<name>"] [...]',
  summary: 'Can this card be activated at each timing of the Damage Step, and why?',
  options: { at: { type: 'string' }, db: { type: 'string' }, text: { type: 'string' }, kind: { type: 'string' }, name: { type: 'string' } },
  async run(args: ParsedArgs, io: Io): Promise<number> {
    const ruleset = parseRuleset(stringOpt(args.values, 'ruleset'));
    const region = parseRegion(stringOpt(args.values, 'region'));
    const timings = parseTiming(stringOpt(args.values, 'at'), ruleset);
    const { card, classified, block, readAs } = await chooseCard(args, io);
    // Only a card read from text has provenance; the classifier is not loaded for the others.
    const provenance = classified ? classifiedProvenance : undefined;
    const answer: AskAnswer = { ...ask(card, { ruleset, region }, timings, provenance), ...(readAs ? { readAs } : {}) };
    if (block) answer.card.read = cardReadOf(block);
    const givenName = (stringOpt(args.values, 'name') ?? args.positionals[0])?.trim();
    io.out(args.values.json ? JSON.stringify(answer) : withReading(formatAnswer(answer), answer, classified, givenName));
    return EXIT.ok;
  },
};

/** The card from --text/--kind, from --db (embedded records first), or from the embedded catalog. */
async function chooseCard(args: ParsedArgs, io: Io): Promise<{ card: CardRecord; classified?: ClassifiedCard; block?: CardBlock; readAs?: AskAnswer['readAs'] }> {
  const text = stringOpt(args.values, 'text');
  const kind = stringOpt(args.values, 'kind');
  const db = stringOpt(args.values, 'db');
  const name = stringOpt(args.values, 'name');
  if (text !== undefined || kind !== undefined) {
    if (text === undefined) throw new UsageError('--kind goes with --text "<card text>"');
    if (db !== undefined) throw new UsageError('--db and --text cannot be combined: ask about a card of the database by name, or about a text');
    if (args.positionals.length > 1 || (args.positionals.length === 1 && name !== undefined)) throw new UsageError("ask --text: give the card's name with --name");
    if (text.length > MAX_CARD_TEXT_CHARS)
      throw new UsageError(`--text: the card text is ${text.length.toLocaleString('en-US')} characters long; at most ${MAX_CARD_TEXT_CHARS.toLocaleString('en-US')} are read`);
    const { cardFromText } = await import('../card-source.js');
    const { classified, block } = cardFromText(text, kind, name ?? args.positionals[0]);
    return { card: classified.card, classified, block };
  }
  if (name !== undefined) throw new UsageError('--name goes with --text; to ask about a card by name, give it as the argument');
  if (db !== undefined) {
    const { openDatabase } = await import('../card-source.js');
    const source = await openDatabase(db, io);
    const found = resolveNamedCard(args, source.catalog, db);
    const classified = source.read(found);
    const readAs = readAsOf(args, found, source.catalog);
    return { ...(classified ? { card: classified.card, classified } : { card: found }), ...(readAs ? { readAs } : {}) };
  }
  const card = resolveNamedCard(args);
  const readAs = readAsOf(args, card);
  return { card, ...(readAs ? { readAs } : {}) };
}

/** For a card read from text: how sure the reading is and what it assumed or could not read. */
function withReading(human: string, answer: AskAnswer, classified: ClassifiedCard | undefined, givenName: string | undefined): string {
  if (!classified) return human;
  const lines = [human, `  read from card text, confidence ${classified.confidence}`];
  // What the pasted block was read as: its identity, its text, and any line it could not place.
  if (answer.card.read) lines.push(`  ${describeCardRead(answer.card.read, kindLabelOf(classified.card), givenName)}`);
  for (const e of answer.effects) for (const a of e.assumptions ?? []) if (!e.notRead) lines.push(`  · assumed: ${a}`);
  for (const e of answer.effects) {
    if (e.notRead) lines.push(`  · not read: "${e.notRead.text}" — when this effect is activated was not understood, so the answer above leaves it out (low confidence)`);
  }
  const shown = new Set(answer.effects.flatMap((e) => (e.notRead ? [e.notRead.text] : [])));
  for (const u of classified.unrecognised) if (!shown.has(u.text)) lines.push(`  · not read: "${u.text}"`);
  for (const g of classified.card.grantedElsewhere ?? []) {
    const quoted = g.text.replace(/\s+/g, ' ');
    lines.push(`  · set aside: "${quoted.length > 100 ? `${quoted.slice(0, 99)}…` : quoted}" — an effect this card gives another monster, which the answer above does not count`);
  }
  return lines.join('\n');
}
