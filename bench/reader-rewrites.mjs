// Does the card-text reader give the same answer to the same text written another way? Rewrites
// every text of the real card pools in ways that change no meaning (doubled spaces, curly quotes,
// "face up", GY or Graveyard, other numbers and names, ...) and prints, for each rewrite, how many
// texts it changed and how many of their answers (modern rules, TCG, five timings) then differ,
// with a few of them. The pools are kept outside the repository; without them it says so.
//   npx tsc -p . && node bench/reader-rewrites.mjs [pool.jsonl ...] [--examples N]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const core = require('../out/src/core/index.js');

const args = process.argv.slice(2);
const examples = args.includes('--examples') ? Number(args[args.indexOf('--examples') + 1]) : 3;
const given = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--examples');
const pools = given.length > 0 ? given : ['../shared/data/real-cards/dev.jsonl', '../shared/data/real-cards/dev-2020s.jsonl'].map((p) => new URL(`../${p}`, import.meta.url).pathname);
const present = pools.filter((p) => existsSync(p));
if (present.length === 0) {
  console.log(`bench/reader-rewrites: none of ${pools.join(', ')} is here; nothing to measure (the real card pools are not part of the repo).`);
  process.exit(0);
}

// Each rewrite keeps what the text means for the Damage Step; the card's own name is renamed with it.
const REWRITES = {
  'every space doubled': (t) => t.replace(/ /g, '  '),
  'curly apostrophes': (t) => t.replace(/'/g, '\u2019'),
  'curly double quotes': (t) => t.replace(/"([^"]+)"/g, '\u201c$1\u201d'),
  '"face up" for "face-up"': (t) => t.replace(/face-(up|down)/g, 'face $1'),
  '"Graveyard" for "GY"': (t) => t.replace(/\bGY\b/g, 'Graveyard'),
  '"GY" for "Graveyard"': (t) => t.replace(/\bGraveyard\b/g, 'GY'),
  '"Life Points" and "LP" swapped': (t) => (/\bLP\b/.test(t) ? t.replace(/\bLP\b/g, 'Life Points') : t.replace(/\bLife Points\b/g, 'LP')),
  '"-Type" dropped': (t) => t.replace(/-Type\b/g, ''),
  'numbers + 100': (t) => t.replace(/\b(\d{3,4})\b/g, (m) => String(Number(m) + 100)),
  'quoted names renamed': (t, name) => t.replace(/"([^"]+)"/g, (m, q) => (q === name ? '"Renamed Probe"' : `"Other Name ${q.length}"`)),
  'phase names in lower case': (t) => t.replace(/Damage Step|Battle Phase|Main Phase|End Phase|Standby Phase/g, (m) => m.toLowerCase()),
  'no final period': (t) => t.replace(/\.$/, ''),
  'line breaks as CRLF': (t) => t.replace(/\r?\n/g, '\r\n'),
  '"once per turn" lines dropped': (t) => t.replace(/ ?You can only use (?:this|each) effect of "[^"]+" once per turn\./g, ''),
  'lines joined into one': (t) => t.replace(/\s*\r?\n\s*/g, ' '),
  'no space after a full stop': (t) => t.replace(/\. (?=[A-Z(])/g, '.'),
  '" : " for ": "': (t) => t.replace(/: /g, ' : '),
  '"as a result of battle"': (t) => t.replace(/destroyed by battle(?! or)/g, 'destroyed as a result of battle'),
  '"the damage calculation"': (t) => t.replace(/\b(before|after|during) damage calculation\b/g, '$1 the damage calculation'),
  '"Spell or Trap" for "Spell/Trap"': (t) => t.replace(/\bSpell\/Trap\b/g, 'Spell or Trap'),
  '"one" for "1"': (t) => t.replace(/\b1 (card|monster|target)/g, 'one $1'),
  '"removed from play" for "banished"': (t) => t.replace(/\bbanished\b/g, 'removed from play'),
  '"Spell", "Trap" without "Card"': (t) => t.replace(/\b(Spell|Trap) Card(s?)\b/g, '$1$2'),
  '"monster" for "monster(s)"': (t) => t.replace(/\b(monster|card)\(s\)/g, '$1'),
  '"on your side of the field"': (t) => t.replace(/\b(a|1|the|all|face-up) (monsters?|cards?)( \(s\))? you control\b/g, '$1 $2 on your side of the field'),
  '"select" for "target"': (t) => t.replace(/\b(T|t)arget (1|up to \d|\d) /g, (m, c, n) => `${c === 'T' ? 'S' : 's'}elect ${n} `),
  '"ATK points"': (t) => t.replace(/\b(gains?|loses?) (\d+) ATK\b/g, '$1 $2 ATK points'),
  '"Normal Summoned or Special Summoned"': (t) => t.replace(/\bNormal or Special Summoned\b/g, 'Normal Summoned or Special Summoned'),
  '"by a card effect"': (t) => t.replace(/\bby battle or card effects?\b/g, 'by battle or by a card effect'),
  '"a card" for "1 card"': (t) => t.replace(/\b(destroy|banish|draw|discard|target) 1 card\b/g, '$1 a card'),
  '"at the beginning of"': (t) => t.replace(/\bat the start of the Damage Step\b/g, 'at the beginning of the Damage Step'),
  '"Graveyard" and "your GY"': (t) => t.replace(/\bsent to the GY\b/g, 'sent to your GY'),
  '"Life Points" after damage': (t) => t.replace(/\binflict (\d+) damage to your opponent\b/g, "inflict $1 damage to your opponent's Life Points"),
  '"Effect Monster" for "monster effect"': (t) => t.replace(/\bmonster effect\b/g, "Effect Monster's effect"),
  '"(min. 1)" dropped': (t) => t.replace(/ \(min\. 1\)/g, ''),
  '"(Quick effect)" lower': (t) => t.replace(/\(Quick Effect\)/g, '(Quick effect)'),
  '"graveyard" lower for "GY"': (t) => t.replace(/\bGY\b/g, 'graveyard'),
  'battle positions lower': (t) => t.replace(/\b(?:Attack|Defense) Position\b/g, (m) => m.toLowerCase()),
  '"Battle Damage" capitalised': (t) => t.replace(/\bbattle damage\b/g, 'Battle Damage'),
  '"you may" for "you can"': (t) => t.replace(/\b(Y|y)ou can\b/g, (m, c) => `${c}ou may`),
  '"the opponent\'s" for "your opponent\'s"': (t) => t.replace(/\byour opponent's\b/g, "the opponent's"),
  '"a face-up" for "1 face-up"': (t) => t.replace(/\b1 face-up\b/g, 'a face-up'),
  '"in the Damage Step"': (t) => t.replace(/\bduring the Damage Step\b/g, 'in the Damage Step'),
  '"the End Phase of this turn"': (t) => t.replace(/\buntil the end of this turn\b/g, 'until the End Phase of this turn'),
  '"Monster Zone" for "field"': (t) => t.replace(/\bmonster(s?) you control\b/g, 'monster$1 in your Monster Zone'),
  '"GY" lower': (t) => t.replace(/\bGY\b/g, 'gy'),
  '"ATK" lower': (t) => t.replace(/\b(ATK|DEF)\b/g, (m) => m.toLowerCase()),
  '"ATK and DEF" for "ATK/DEF"': (t) => t.replace(/\bATK\/DEF\b/g, 'ATK and DEF'),
  'no space after a colon': (t) => t.replace(/: (?=[A-Z])/g, ':'),
  '"is not destroyed by battle"': (t) => t.replace(/\bcannot be destroyed by battle\b/g, 'is not destroyed by battle'),
  '"the controller"': (t) => t.replace(/\bits controller\b/g, 'the controller'),
  '"Monster Card" for "monster"': (t) => t.replace(/\b1 monster\b/g, '1 Monster Card'),
  'tab after a colon': (t) => t.replace(/: /g, ':\t'),
  'non-breaking spaces': (t) => t.replace(/ /g, '\u00a0'),
  '"Spell/Trap Card" for "Spell/Trap"': (t) => t.replace(/\bSpell\/Trap\b(?! Card)/g, 'Spell/Trap Card'),
  '"(Quick Effect)" with no space': (t) => t.replace(/ \(Quick Effect\)/g, '(Quick Effect)'),
  '"Special Summoned" as "Special Summoned successfully"': (t) => t.replace(/\bis Special Summoned:/g, 'is Special Summoned successfully:'),
  '"Quick-Play Spell Card"': (t) => t.replace(/\bQuick-Play Spell\b(?! Card)/g, 'Quick-Play Spell Card'),
  '"1 monster" for "a monster"': (t) => t.replace(/\ba monster\b/g, '1 monster'),
  '"your opponent\'s monster" for "an opponent\'s monster"': (t) => t.replace(/\ban opponent's monster\b/g, "your opponent's monster"),
  '"this face-up card" for "this card"': (t) => t.replace(/\bIf this card is destroyed\b/g, 'If this face-up card is destroyed'),
  '"LP" lower': (t) => t.replace(/\bLP\b/g, 'lp'),
  '"Extra Deck" lower': (t) => t.replace(/\bExtra Deck\b/g, 'extra deck'),
  '"Fusion Summon" lower': (t) => t.replace(/\b(Fusion|Synchro|Xyz|Link|Ritual|Pendulum) (Summon\w*)/g, (m, a, b) => `${a.toLowerCase()} ${b.toLowerCase()}`),
  '"You can only use" with "each effect"': (t) => t.replace(/You can only use this effect of/g, 'You can only use each effect of'),
  '"by 500" for "by 500 points"': (t) => t.replace(/\bby (\d+) points\b/g, 'by $1'),
  '"Spell Card", "Trap Card" lower': (t) => t.replace(/\b(Spell|Trap) Card/g, (m, kind) => `${kind.toLowerCase()} card`),
  'Pendulum headers without spaces': (t) => t.replace(/\[ (Pendulum Effect|Monster Effect|Flavor Text) \]/g, '[$1]'),
  '"2 or more" for "2+"': (t) => t.replace(/\b(\d)\+ /g, '$1 or more '),
  'bullets as "\u2022"': (t) => t.replace(/\u25cf/g, '\u2022'),
  'semicolon spacing': (t) => t.replace(/; /g, ' ; '),
  'comma spacing': (t) => t.replace(/, /g, ' , '),
};

const T = core.timingIdsOf('modern');
const embedded = core.embeddedCatalog();
const answer = (input) =>
  core
    .ask(core.classifyCard(input).card, { ruleset: 'modern', region: 'tcg' }, T, core.classifiedProvenance)
    .verdicts.map((v) => (v.canActivate ? 'y' : 'n'))
    .join('');
const cards = present
  .flatMap((p) =>
    readFileSync(p, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l)),
  )
  .map((row) => ({ row, kind: core.decodeTypeBits(core.typeBitsOfNames(row.types)) }))
  // Embedded records answer from the seeds, not from their text; names holding quotes would be renamed by half.
  .filter(({ row, kind }) => !('error' in kind) && !embedded.exact(row.name) && !/"/.test(row.name));

console.log(`${cards.length} cards of ${present.join(', ')}`);
let differing = 0;
for (const [name, rewrite] of Object.entries(REWRITES)) {
  let changed = 0;
  const differ = [];
  for (const { row, kind } of cards) {
    const text = rewrite(row.text, row.name);
    if (text === row.text) continue;
    changed++;
    const before = answer({ name: row.name, ...kind, text: row.text });
    const after = answer({ name: name === 'quoted names renamed' ? 'Renamed Probe' : row.name, ...kind, text });
    if (before !== after) differ.push(`${row.name}: ${before} -> ${after}`);
  }
  differing += differ.length;
  console.log(`${name.padEnd(32)} ${String(changed).padStart(5)} texts changed, ${differ.length} answers differ`);
  for (const d of differ.slice(0, examples)) console.log(`    ${d}`);
}
console.log(`answers that differ, all rewrites: ${differing}`);
