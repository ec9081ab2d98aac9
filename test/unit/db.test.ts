import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { ask } from '../../src/core/ask';
import { classifiedProvenance } from '../../src/core/classify';
import {
  catalogWithDatabase,
  classifyDatabase,
  decodeTypeBits,
  decodeTypeString,
  typeBitsOfNames,
  formatProblem,
  loadCardDatabase,
  readCdb,
  readYgoprodeckJson,
  type SqlWasmPort,
} from '../../src/core/db';
import { EMBEDDED_CARDS, MAX_CARD_TEXT_CHARS, MAX_QUERY_CHARS } from '../../src/core/index';
import { FIXTURES } from './classify-fixtures';
import { buildCdb, buildYgoprodeckJson, rowsOf } from './db-fixtures';

const port: SqlWasmPort = { wasmBinary: () => readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) };
const inputs = FIXTURES.map((f) => f.input);

describe('card databases: type bits', () => {
  const cases: Array<[number, unknown]> = [
    [0x21, { kind: 'monster', subtype: 'monster', monsterTypes: ['Effect'] }],
    [0x11, { kind: 'monster', subtype: 'monster', monsterTypes: ['Normal'] }],
    [0x200021, { kind: 'monster', subtype: 'monster', monsterTypes: ['Flip', 'Effect'] }],
    [0x3021, { kind: 'monster', subtype: 'monster', monsterTypes: ['Synchro', 'Tuner', 'Effect'] }],
    [0x800021, { kind: 'monster', subtype: 'monster', monsterTypes: ['Xyz', 'Effect'] }],
    [0x4000021, { kind: 'monster', subtype: 'monster', monsterTypes: ['Link', 'Effect'] }],
    [0x1000021, { kind: 'monster', subtype: 'monster', monsterTypes: ['Pendulum', 'Effect'] }],
    [0x41, { kind: 'monster', subtype: 'monster', monsterTypes: ['Fusion'] }],
    [0xa1, { kind: 'monster', subtype: 'monster', monsterTypes: ['Ritual', 'Effect'] }],
    [0x4011, { kind: 'monster', subtype: 'monster', monsterTypes: ['Token', 'Normal'] }],
    [0x2, { kind: 'spell', subtype: 'normal-spell' }],
    [0x10002, { kind: 'spell', subtype: 'quick-play-spell' }],
    [0x20002, { kind: 'spell', subtype: 'continuous-spell' }],
    [0x40002, { kind: 'spell', subtype: 'equip-spell' }],
    [0x80002, { kind: 'spell', subtype: 'field-spell' }],
    [0x82, { kind: 'spell', subtype: 'ritual-spell' }],
    [0x4, { kind: 'trap', subtype: 'normal-trap' }],
    [0x20004, { kind: 'trap', subtype: 'continuous-trap' }],
    [0x100004, { kind: 'trap', subtype: 'counter-trap' }],
  ];
  for (const [bits, expected] of cases) it(`0x${bits.toString(16)}`, () => assert.deepEqual(decodeTypeBits(bits), expected));

  it('gives the bits of type names as card-pool exports list them', () => {
    assert.equal(typeBitsOfNames(['monster', 'effect', 'flip']), 0x200021);
    assert.deepEqual(decodeTypeBits(typeBitsOfNames(['spell', 'quickplay'])), { kind: 'spell', subtype: 'quick-play-spell' });
    assert.equal(typeBitsOfNames(['monster', 'effect', 'special_summon', 'xyz']), 0x2800021);
    // Names that are no type bit (nor an inherited property of the table) add nothing.
    assert.equal(typeBitsOfNames(['trap', 'constructor', 'toString', 'nope']), 0x4);
  });

  it('rejects codes that are no card kind, with the code in the message', () => {
    for (const bits of [0, 0x3, 0x8000001, 0x10000022, -1, 0x30002]) {
      const d = decodeTypeBits(bits);
      assert.ok('error' in d, `0x${bits.toString(16)}`);
      assert.match(d.error, /type code/);
    }
  });

  it('reads YGOPRODeck type strings', () => {
    assert.deepEqual(decodeTypeString('Flip Effect Monster', 'Insect'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Flip', 'Effect'] });
    assert.deepEqual(decodeTypeString('XYZ Monster', 'Dragon'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Xyz'] });
    assert.deepEqual(decodeTypeString('Synchro Tuner Monster', 'Dragon'), { kind: 'monster', subtype: 'monster', monsterTypes: ['Synchro', 'Tuner'] });
    assert.deepEqual(decodeTypeString('Spell Card', 'Quick-Play'), { kind: 'spell', subtype: 'quick-play-spell' });
    assert.deepEqual(decodeTypeString('Trap Card', 'Counter'), { kind: 'trap', subtype: 'counter-trap' });
    assert.ok('error' in decodeTypeString('Skill Card', 'Yugi'));
    assert.ok('error' in decodeTypeString('Spell Card', 'Sideways'));
  });
});

describe('card databases: cards.cdb (made here with the real schema)', () => {
  it('reads every card with kind, subtype, frame, stats and text', async () => {
    const load = await readCdb(await buildCdb(rowsOf(inputs)), 'fixture.cdb', port);
    assert.deepEqual(load.problems, []);
    assert.equal(load.fatal, false);
    assert.equal(load.cards.length, inputs.length);
    for (const [i, c] of load.cards.entries()) {
      const want = inputs[i];
      assert.ok(want);
      assert.equal(c.name, want.name);
      assert.equal(c.kind, want.kind);
      assert.equal(c.subtype, want.subtype);
      assert.equal(c.text, want.text);
      if (want.kind === 'monster') assert.deepEqual([...(c.monsterTypes ?? [])].sort(), [...(want.monsterTypes ?? [])].sort());
    }
  });

  it('classified database cards answer as the same text does, with source "database"', async () => {
    const load = await readCdb(await buildCdb(rowsOf(inputs)), 'fixture.cdb', port);
    const classified = classifyDatabase(load);
    for (const [i, c] of classified.entries()) {
      assert.equal(c.card.source, 'database');
      const f = FIXTURES[i];
      assert.ok(f);
      const yn = ask(c.card, { ruleset: 'modern', region: 'tcg' })
        .verdicts.map((v) => (v.canActivate ? 'y' : 'n'))
        .join('');
      assert.equal(yn, f.verdicts.join(''), c.card.name);
    }
  });

  it('merges: embedded hand-written records win, the database adds every other card', async () => {
    const kuriboh = { id: 1, name: 'Kuriboh', desc: 'Totally different text: FLIP: Draw 1 card.', type: 0x200021 };
    const load = await readCdb(await buildCdb([kuriboh, ...rowsOf(inputs)]), 'fixture.cdb', port);
    const catalog = catalogWithDatabase(classifyDatabase(load));
    assert.equal(catalog.exact('Kuriboh')?.source, 'embedded');
    assert.equal(catalog.exact('Puffball Guard')?.source, 'database');
    assert.equal(catalog.lookup('puffbal guard').card?.name, 'Puffball Guard');
    assert.ok(catalog.size >= new Set(EMBEDDED_CARDS.map((c) => c.name)).size + inputs.length);
  });

  it('keeps the first of several rows with the same name (alternate artworks)', async () => {
    const rows = rowsOf(inputs.slice(0, 2));
    const alt = { ...(rows[0] as (typeof rows)[number]), id: 99999, alias: rows[0]?.id ?? 0 };
    const load = await readCdb(await buildCdb([...rows, alt]), 'fixture.cdb', port);
    assert.equal(load.cards.length, 2);
    assert.deepEqual(load.problems, []);
  });

  it('reports an unknown type code and a missing text row by file and row, and loads the rest', async () => {
    const rows = [...rowsOf(inputs.slice(0, 5)), { id: 777, name: 'Skill Thing', desc: 'x', type: 0x8000000 }, { id: 778, name: 'Ghost', desc: '', type: 0x21 }];
    const load = await readCdb(await buildCdb(rows, { noTexts: [778] }), 'cards.cdb', port);
    assert.equal(load.cards.length, 5);
    assert.equal(load.fatal, false);
    const messages = load.problems.map(formatProblem);
    assert.equal(messages.length, 2, messages.join('\n'));
    assert.match(messages[0] ?? '', /^cards\.cdb: row 777: "Skill Thing": unknown type code 0x8000000/);
    assert.match(messages[1] ?? '', /^cards\.cdb: row 778: no "texts" row/);
  });

  it('an empty .json is told what a card JSON holds, not that it is no cards.cdb', async () => {
    for (const bytes of [new Uint8Array(0), new TextEncoder().encode('  \n')]) {
      const load = await loadCardDatabase(bytes, 'cards.json', port);
      assert.equal(load.fatal, true);
      assert.match(load.problems[0]?.message ?? '', /empty; expected a YGOPRODeck card JSON/);
      assert.doesNotMatch(load.problems[0]?.message ?? '', /cdb/);
    }
    const cdb = await loadCardDatabase(new Uint8Array(0), 'cards.cdb', port);
    assert.match(cdb.problems[0]?.message ?? '', /expected a YGOPro cards\.cdb/);
  });

  it('a file that is not SQLite, empty, truncated or of another schema gives an error naming the file, never a throw', async () => {
    const good = await buildCdb(rowsOf(Array.from({ length: 400 }, (_, i) => ({ ...(inputs[i % inputs.length] as (typeof inputs)[number]), name: `Card ${i}` }))));
    const notSqlite = new TextEncoder().encode('hello, I am not a database at all, just some text of some length');
    for (const [bytes, pattern] of [
      [new Uint8Array(0), /empty/],
      [notSqlite, /not an SQLite database/],
      [good.subarray(0, 10), /not an SQLite database/],
    ] as Array<[Uint8Array, RegExp]>) {
      const load = await readCdb(bytes, 'bad.cdb', port);
      assert.equal(load.fatal, true);
      assert.equal(load.cards.length, 0);
      assert.match(formatProblem(load.problems[0] ?? { file: '', message: '' }), /^bad\.cdb: /);
      assert.match(load.problems[0]?.message ?? '', pattern);
    }
    const truncated = await readCdb(good.subarray(0, Math.floor(good.length / 2)), 'half.cdb', port);
    assert.ok(truncated.problems.length > 0, 'a truncated file reports a problem');
    assert.ok(truncated.problems.every((p) => p.file === 'half.cdb'));
    assert.ok(truncated.cards.length < 400);

    const SQL = await (await import('sql.js')).default();
    const other = new SQL.Database();
    other.run('CREATE TABLE cards(id integer, name text)');
    const otherLoad = await readCdb(other.export(), 'other.db', port);
    other.close();
    assert.equal(otherLoad.fatal, true);
    assert.match(otherLoad.problems[0]?.message ?? '', /no "datas" or "texts" table/);
  });

  it('reads a cards.cdb whose ids are not rowids table by table, to the same cards, reporting rows a join would hide', async () => {
    const rows = [...rowsOf(inputs.slice(0, 30)), { id: 777, name: 'Skill Thing', desc: 'x', type: 0x8000000 }, { id: 778, name: 'Ghost', desc: '', type: 0x21 }];
    const rowid = await readCdb(await buildCdb(rows, { noTexts: [778] }), 'cards.cdb', port);
    const SQL = await (await import('sql.js')).default();
    const loose = new SQL.Database();
    loose.run('CREATE TABLE datas(id integer,ot integer,alias integer,setcode integer,type integer,atk integer,def integer,level integer,race integer,attribute integer,category integer)');
    loose.run('CREATE TABLE texts(id integer,name text,desc text)');
    for (const r of rows) {
      loose.run('INSERT INTO datas VALUES (?,?,?,?,?,?,?,?,?,?,?)', [r.id, 3, 0, 0, r.type, r.atk ?? 0, r.def ?? 0, r.level ?? 0, 0, 0, 0]);
      if (r.id !== 778) loose.run('INSERT INTO texts VALUES (?,?,?)', [r.id, r.name, r.desc]);
    }
    const tableByTable = await readCdb(loose.export(), 'cards.cdb', port);
    assert.deepEqual(tableByTable, rowid);
    loose.run("INSERT INTO texts VALUES ('abc', 'Odd', 'no id')");
    const odd = await readCdb(loose.export(), 'cards.cdb', port);
    loose.close();
    assert.equal(odd.cards.length, rowid.cards.length);
    assert.ok(
      odd.problems.some((p) => /texts row with a non-numeric id "abc"/.test(p.message)),
      odd.problems.map(formatProblem).join('\n'),
    );
  });

  it('a port that cannot provide the wasm is reported, not thrown', async () => {
    const broken: SqlWasmPort = {
      wasmBinary: () => {
        throw new Error('no wasm here');
      },
    };
    const load = await readCdb(await buildCdb(rowsOf(inputs.slice(0, 1))), 'x.cdb', broken);
    assert.equal(load.fatal, true);
    assert.match(load.problems[0]?.message ?? '', /cannot start sql\.js: no wasm here/);
  });
});

describe('card databases: YGOPRODeck JSON', () => {
  it('reads every card and classifies it', () => {
    const load = readYgoprodeckJson(buildYgoprodeckJson(inputs), 'cards.json');
    assert.deepEqual(load.problems, []);
    assert.equal(load.cards.length, inputs.length);
    const classified = classifyDatabase(load);
    const puff = classified.find((c) => c.card.name === 'Puffball Guard');
    assert.ok(puff);
    const answer = ask(puff.card, { ruleset: 'modern', region: 'tcg' }, undefined, classifiedProvenance);
    assert.equal(answer.card.source, 'database');
    assert.equal(typeof answer.effects[0]?.confidence, 'number');
    assert.ok(answer.effects[0]?.span);
  });

  it('reports the wrong shape, bad JSON and bad entries by file and row', () => {
    for (const [text, pattern] of [
      ['[]', /"data" array/],
      ['{"cards": []}', /"data" array/],
      ['{nope', /not valid JSON/],
      ['', /empty/],
    ] as Array<[string, RegExp]>) {
      const load = readYgoprodeckJson(text, 'x.json');
      assert.equal(load.fatal, true);
      assert.match(formatProblem(load.problems[0] ?? { file: '', message: '' }), /^x\.json: /);
      assert.match(load.problems[0]?.message ?? '', pattern);
    }
    const mixed = JSON.stringify({
      data: [{ name: 'Fine', type: 'Effect Monster', desc: 'FLIP: Draw 1 card.' }, 42, { type: 'Effect Monster' }, { name: 'Skill', type: 'Skill Card', desc: '' }, { name: 'NoType' }],
    });
    const load = readYgoprodeckJson(mixed, 'mixed.json');
    assert.equal(load.cards.length, 1);
    assert.equal(load.fatal, false);
    assert.deepEqual(
      load.problems.map((p) => p.row),
      ['data[1]', 'data[2]', 'data[3]', 'data[4]'],
    );
    assert.match(formatProblem(load.problems[2] ?? { file: '', message: '' }), /^mixed\.json: row data\[3\]: "Skill": unknown card type "Skill Card"/);
  });

  it('keeps a number or string id and names the row for an id of another shape', () => {
    const card = { type: 'Effect Monster', desc: 'FLIP: Draw 1 card.' };
    const json = JSON.stringify({
      data: [
        { ...card, name: 'A', id: 123 },
        { ...card, name: 'B', id: '456' },
        { ...card, name: 'C', id: { n: 7 } },
        { ...card, name: 'D', id: null },
        { ...card, name: 'E' },
      ],
    });
    assert.deepEqual(
      readYgoprodeckJson(json, 'ids.json').cards.map((c) => c.id),
      ['123', '456', 'data[2]', 'data[3]', 'data[4]'],
    );
  });

  it('loadCardDatabase tells the formats apart by content', async () => {
    assert.equal((await loadCardDatabase(await buildCdb(rowsOf(inputs.slice(0, 3))), 'a.bin', port)).format, 'cdb');
    assert.equal((await loadCardDatabase(new TextEncoder().encode(buildYgoprodeckJson(inputs.slice(0, 3))), 'a.bin', port)).format, 'ygoprodeck-json');
    const unknown = await loadCardDatabase(new TextEncoder().encode('name,type\nx,y'), 'cards.csv', port);
    assert.equal(unknown.fatal, true);
    assert.match(unknown.problems[0]?.message ?? '', /neither/);
  });
});

describe('card databases: hostile files (issue 19)', () => {
  it('a 100-byte cards.cdb whose header claims 1 GiB is refused before anything is allocated', async () => {
    const header = (await buildCdb(rowsOf(inputs.slice(0, 1)))).slice(0, 100);
    // Page size 65,536 (written as 1) and 16,384 pages: 1 GiB.
    header[16] = 0;
    header[17] = 1;
    header.set([0, 0, 0x40, 0], 28);
    const load = await readCdb(header, 'liar.cdb', port);
    assert.equal(load.fatal, true);
    assert.match(load.problems[0]?.message ?? '', /^the header says the database is 1,073,741,824 bytes, but the file is 100; not a whole cards\.cdb/);
  });

  it('a row with an over-long text or name is a bad row; the rows after it load and classify', async () => {
    const [first, second] = rowsOf(inputs.slice(0, 2));
    assert.ok(first && second);
    const huge = 'Draw 1 card. '.repeat(Math.ceil((20 * 1024 * 1024) / 13));
    const rows = [
      { ...first, id: 1, name: 'Huge Text', desc: huge },
      { ...first, id: 2, name: 'N'.repeat(MAX_QUERY_CHARS + 1) },
      { ...first, id: 3, desc: 'x'.repeat(MAX_CARD_TEXT_CHARS) },
      { ...second, id: 4 },
    ];
    const cdb = await readCdb(await buildCdb(rows), 'big.cdb', port);
    const json = readYgoprodeckJson(JSON.stringify({ data: rows.map((r) => ({ id: r.id, name: r.name, type: 'Effect Monster', desc: r.desc, atk: 0, def: 0 })) }), 'big.json');
    for (const load of [cdb, json]) {
      assert.deepEqual(
        load.cards.map((c) => c.name),
        [first.name, second.name],
        load.file,
      );
      assert.equal(load.problems.length, 2, load.file);
      assert.match(load.problems[0]?.message ?? '', /"Huge Text": the card text is 20,971,5\d\d characters long; texts of at most 10,000 are read/);
      assert.match(load.problems[1]?.message ?? '', /the card name is 201 characters long/);
      assert.equal(classifyDatabase(load).length, 2);
    }
  });

  it('an empty .json is called an empty YGOPRODeck JSON, and {"data": []} is refused with its reason', async () => {
    const empty = await loadCardDatabase(new Uint8Array(0), 'cards.json', port);
    assert.equal(empty.fatal, true);
    assert.match(empty.problems[0]?.message ?? '', /the file is empty; expected a YGOPRODeck card JSON/);
    const none = readYgoprodeckJson('{"data": []}', 'none.json');
    assert.equal(none.fatal, true);
    assert.match(none.problems[0]?.message ?? '', /the "data" array holds no cards/);
    // An empty cards.cdb is still named as one.
    assert.match((await loadCardDatabase(new Uint8Array(0), 'cards.cdb', port)).problems[0]?.message ?? '', /expected a YGOPro cards\.cdb/);
  });
});
