// Seeded generator of battle descriptions for the parser fuzz: grammar fragments, mutated.
// Shared by the unit test (a few thousand inputs) and bench/fuzz-battle.mjs (100,000+).

const FRAGMENTS = [
  'ruleset modern',
  'ruleset edison',
  'region tcg',
  'region ocg',
  'lp you 8000',
  'lp opponent 4000',
  'attacker: you "Blue-Eyes White Dragon" atk 3000 def 2500',
  'attacker: you "Don Zaloog"',
  'attacker: you Grenosaurus',
  'target: opponent face-down defense "Man-Eater Bug"',
  'target: opponent attack "Giant Rat"',
  'direct attack',
  'opponent hand: Kuriboh',
  'you set: "Forbidden Lance"',
  'you field: "Zombie Mammoth" atk 1900 def 0',
  'you set: card "My Trap" kind "Normal Trap" text "When a monster attacks: destroy it."',
  'at before-damage-calculation: you activate "Forbidden Chalice" on "Don Zaloog": atk +400',
  'at during-damage-calculation: opponent activates Kuriboh: no battle damage',
  'at during-damage-calculation: opponent activates "Forbidden Lance" on "Blue-Eyes White Dragon": atk -800',
  'at start-of-damage-step: you activate "Sasuke Samurai": destroy "Man-Eater Bug"',
  'at after-damage-calculation: opponent activates "Man-Eater Bug" on "Blue-Eyes White Dragon": destroy',
  'at substep-6: opponent activates Man-Eater Bug on Blue-Eyes White Dragon: destroy, banish and return to hand',
  'at substep-6, new chain: you activate "Kuriboh"',
  'at end-of-damage-step: opponent activates "Giant Rat"',
  'applying: "Giant Kozaky" destroys itself',
  'applying: "Steamroid" atk +500 during the damage step',
  'applying: Don Zaloog def 0 during damage calculation',
  '# a comment',
  '',
  '   ',
  'at substep-5: you activate "Forbidden Lance" on "Giant Rat": atk 0 until the end of the damage step, negate activation',
  'effect: "Grenosaurus": inflict 1000 damage to opponent',
  'effect: "Kangaroo Champ" on "Giant Rat": change battle position',
  'at end-of-damage-step: opponent activates "Giant Rat": special summon "Earth Pup" atk 1200 def 800 in defense, gain 500 LP',
  'at before-damage-calculation: opponent activates "Gemini Counter" on "Giant Rat": flip face-down, negate activation',
  'at before-damage-calculation: you activate "Horn of the Phantom Beast" on "Don Zaloog": equip to "Don Zaloog", atk +800, piercing',
  'at during-damage-calculation: opponent activates Kuriboh: battle damage to the other player',
  'applying: "Giant Rat" gives monsters your opponent controls atk -500 while face-up',
  'applying: "Kuriboh" gives all monsters def +100 during the damage step',
  'applying: "Forbidden Lance" instead of destruction by battle of "Giant Rat": return itself to hand, banish "Kuriboh"',
  'applying: "Don Zaloog" piercing',
  'applying: "Forbidden Lance" battle damage to the other player',
  'applying: "Man-Eater Bug" you can only control 1',
  'applying: "Forbidden Lance" does not allow "Man-Eater Bug"',
  'applying: "Giant Rat" there can only be 1 on the field',
  'effect: "Kuriboh": destroy itself, inflict 500 damage to you',
  'at after-damage-calculation: opponent activates "Last Minute Cancel": return "Giant Rat" to hand instead of the GY',
  'at end-of-damage-step: opponent activates "Rope of Life": special summon "Giant Rat" from gy in attack, gives "Giant Rat" atk +800',
];
const WORDS = [
  'at',
  'on',
  'you',
  'opponent',
  'attacker',
  'target',
  ':',
  ',',
  '"',
  '#',
  'atk',
  'def',
  '+',
  '-',
  '-800',
  '99999999999999999999',
  'face-down',
  'applying',
  'new chain',
  'and',
  'Kuriboh',
  'Kurib0h',
  'activates',
  '\\',
  '\t',
  '\r',
  '\u00a0',
  '名前',
  '🂡',
  'until the end of the damage step',
  'inflict',
  'damage',
  'special summon',
  'in defense',
  'gives monsters',
  'gives',
  'from gy',
  'from',
  'instead of destruction by battle',
  'itself',
  'effect:',
  'LP',
  // Object's own member names, as words and as quoted names (issue 19).
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  '"constructor"',
  // NFKC makes these many letters: one U+FDFA is 18.
  '\ufdfa',
  '\ufdfa\ufdfa\ufdfa\ufdfa',
  '\u2468',
  '\u33ff',
];
const CHARS = ' \t:,"#\\-+0123456789abcdefxyz\u00e9\u3042\r\n\ufdfa\u2468';

/** mulberry32: small, fast, good enough for fuzzing. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

function mutate(r: () => number, line: string): string {
  let s = line;
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (s.length + 1));
    switch (Math.floor(r() * 5)) {
      case 0:
        s = s.slice(0, at) + s.slice(at + 1);
        break;
      case 1:
        s = s.slice(0, at) + pick(r, CHARS.split('')) + s.slice(at);
        break;
      case 2:
        s = s.slice(0, at) + ` ${pick(r, WORDS)} ` + s.slice(at);
        break;
      case 3:
        s = s.slice(0, at);
        break;
      default:
        s = s.slice(at) + s.slice(0, at);
    }
  }
  return s;
}

/** One generated battle description. */
export function generate(r: () => number): string {
  const kind = r();
  if (kind < 0.1) {
    let s = '';
    const len = Math.floor(r() * 200);
    for (let i = 0; i < len; i++) s += String.fromCharCode(Math.floor(r() * (r() < 0.9 ? 128 : 0xffff)));
    return s;
  }
  const lines: string[] = [];
  const count = 1 + Math.floor(r() * 12);
  for (let i = 0; i < count; i++) lines.push(r() < 0.6 ? pick(r, FRAGMENTS) : mutate(r, pick(r, FRAGMENTS)));
  return lines.join(r() < 0.1 ? '\r\n' : '\n');
}
