import initSqlJs from 'sql.js';
import type { CardTextInput } from '../../src/core/types';
import { TYPE } from '../../src/core/db/type-bits';

// Builds small card databases for the tests and the bench: a cards.cdb with the real YGOPro
// schema (made with sql.js) and a YGOPRODeck JSON. Never a third-party database.

const STRS = Array.from({ length: 16 }, (_, i) => `str${i + 1} text`).join(',');
export const CDB_SCHEMA = [
  'CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,atk integer,def integer,level integer,race integer,attribute integer,category integer)',
  `CREATE TABLE texts(id integer primary key,name text,desc text,${STRS})`,
];

const WORD_BITS: Record<string, number> = {
  Normal: TYPE.NORMAL,
  Effect: TYPE.EFFECT,
  Fusion: TYPE.FUSION,
  Ritual: TYPE.RITUAL,
  Spirit: TYPE.SPIRIT,
  Union: TYPE.UNION,
  Gemini: TYPE.GEMINI,
  Tuner: TYPE.TUNER,
  Synchro: TYPE.SYNCHRO,
  Token: TYPE.TOKEN,
  Flip: TYPE.FLIP,
  Toon: TYPE.TOON,
  Xyz: TYPE.XYZ,
  Pendulum: TYPE.PENDULUM,
  Link: TYPE.LINK,
};
const SUBTYPE_BITS: Record<string, number> = {
  'normal-spell': TYPE.SPELL,
  'quick-play-spell': TYPE.SPELL | TYPE.QUICKPLAY,
  'continuous-spell': TYPE.SPELL | TYPE.CONTINUOUS,
  'equip-spell': TYPE.SPELL | TYPE.EQUIP,
  'field-spell': TYPE.SPELL | TYPE.FIELD,
  'ritual-spell': TYPE.SPELL | TYPE.RITUAL,
  'normal-trap': TYPE.TRAP,
  'continuous-trap': TYPE.TRAP | TYPE.CONTINUOUS,
  'counter-trap': TYPE.TRAP | TYPE.COUNTER,
};

export function typeBitsOf(c: Pick<CardTextInput, 'kind' | 'subtype' | 'monsterTypes'>): number {
  if (c.kind !== 'monster') return SUBTYPE_BITS[c.subtype] ?? TYPE.SPELL;
  return (c.monsterTypes ?? ['Effect']).reduce<number>((bits, w) => bits | (WORD_BITS[w] ?? 0), TYPE.MONSTER);
}

export interface CdbRow {
  id: number;
  name: string;
  desc: string;
  type: number;
  atk?: number;
  def?: number;
  level?: number;
  alias?: number;
}

export function rowsOf(cards: CardTextInput[], firstId = 10000): CdbRow[] {
  return cards.map((c, i) => ({ id: firstId + i, name: c.name, desc: c.text, type: typeBitsOf(c), atk: c.atk ?? 0, def: c.def ?? 0, level: c.level ?? 0 }));
}

/** The bytes of a cards.cdb holding these rows (`texts` rows can be left out with `noTexts`). */
export async function buildCdb(rows: CdbRow[], opts: { noTexts?: number[] } = {}): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    for (const s of CDB_SCHEMA) db.run(s);
    db.run('BEGIN');
    const d = db.prepare('INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)');
    const t = db.prepare(`INSERT INTO texts VALUES (?,?,?${',?'.repeat(16)})`);
    for (const r of rows) {
      d.run([r.id, 3, r.alias ?? 0, 0, r.type, r.atk ?? 0, r.def ?? 0, r.level ?? 0, 0, 0, 0]);
      if (!opts.noTexts?.includes(r.id)) t.run([r.id, r.name, r.desc, ...Array.from({ length: 16 }, () => '')]);
    }
    d.free();
    t.free();
    db.run('COMMIT');
    return db.export();
  } finally {
    db.close();
  }
}

const DECK_SUBTYPE: Record<string, [string, string]> = {
  'normal-spell': ['Spell Card', 'Normal'],
  'quick-play-spell': ['Spell Card', 'Quick-Play'],
  'continuous-spell': ['Spell Card', 'Continuous'],
  'equip-spell': ['Spell Card', 'Equip'],
  'field-spell': ['Spell Card', 'Field'],
  'ritual-spell': ['Spell Card', 'Ritual'],
  'normal-trap': ['Trap Card', 'Normal'],
  'continuous-trap': ['Trap Card', 'Continuous'],
  'counter-trap': ['Trap Card', 'Counter'],
};

/** A YGOPRODeck card JSON ({ data: [...] }) for these cards. */
export function buildYgoprodeckJson(cards: CardTextInput[]): string {
  return JSON.stringify({
    data: cards.map((c, i) => {
      if (c.kind !== 'monster') {
        const [type, race] = DECK_SUBTYPE[c.subtype] ?? ['Spell Card', 'Normal'];
        return { id: 20000 + i, name: c.name, type, frameType: type === 'Spell Card' ? 'spell' : 'trap', desc: c.text, race };
      }
      const words = (c.monsterTypes ?? ['Effect']).map((w) => (w === 'Xyz' ? 'XYZ' : w));
      return {
        id: 20000 + i,
        name: c.name,
        type: `${words.join(' ')} Monster`,
        frameType: (words[0] ?? 'effect').toLowerCase(),
        desc: c.text,
        atk: c.atk,
        def: c.def,
        level: c.level,
        race: 'Warrior',
      };
    }),
  });
}
