import { strict as assert } from 'node:assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KIND_LABELS } from '../../src/core/classify';
import { MODERN_TIMINGS, EDISON_TIMINGS } from '../../src/core/types';
import { FIXTURES } from './classify-fixtures';
import { buildCdb, buildYgoprodeckJson, rowsOf } from './db-fixtures';
import { parseAskJson } from './cli-json';
import { runCli } from './cli-run';

const inputs = FIXTURES.map((f) => f.input);
const KEYS = ['card', 'effects', 'region', 'ruleset', 'verdicts'];

const run = runCli;

describe('dmgstep CLI: any card (--db, --text, classify)', () => {
  let dir: string;
  let cdb: string;
  let json: string;
  let damaged: string;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-any-card-'));
    cdb = path.join(dir, 'cards.cdb');
    json = path.join(dir, 'cards.json');
    damaged = path.join(dir, 'damaged.cdb');
    writeFileSync(cdb, await buildCdb([{ id: 1, name: 'Kuriboh', desc: 'FLIP: Draw 1 card.', type: 0x200021 }, ...rowsOf(inputs)]));
    writeFileSync(json, buildYgoprodeckJson(inputs));
    writeFileSync(damaged, await buildCdb([...rowsOf(inputs.slice(0, 3)), { id: 5, name: 'Odd Row', desc: '', type: 0x8000000 }]));
    writeFileSync(path.join(dir, 'not-a-db.cdb'), 'just text, not SQLite');
    writeFileSync(path.join(dir, 'wrong.json'), '{"cards": []}');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('ask --db', () => {
    it('answers a database card with source "database", each effect with span and confidence', async () => {
      for (const file of [cdb, json]) {
        const r = await run('ask', 'Puffball Guard', '--db', file, '--json');
        assert.equal(r.code, 0, r.err);
        const a = parseAskJson(r.out);
        assert.deepEqual(Object.keys(a).sort(), KEYS);
        assert.deepEqual(a.card, { name: 'Puffball Guard', source: 'database', kind: 'monster', subtype: 'monster' });
        assert.deepEqual(
          a.verdicts.map((v) => v.canActivate),
          [false, false, true, false, false],
        );
        const e = a.effects[0];
        assert.ok(e?.span);
        assert.equal(e.kind, 'effect');
        assert.equal(typeof e.confidence, 'number');
        assert.deepEqual(Object.keys(e.span).sort(), ['end', 'start']);
        assert.match(e.text ?? '', /^During damage calculation/);
      }
    });

    it("an embedded card wins over the database's text of it", async () => {
      const r = await run('ask', 'Kuriboh', '--db', cdb, '--json');
      assert.equal(r.code, 0);
      const a = parseAskJson(r.out);
      assert.equal(a.card.source, 'embedded');
      const [effect] = a.effects;
      assert.ok(effect);
      assert.equal(effect.span, undefined);
    });

    it('tolerates typos and suggests names from the database', async () => {
      assert.equal(parseAskJson((await run('ask', 'puffbal guard', '--db', cdb, '--json')).out).card.name, 'Puffball Guard');
      const r = await run('ask', 'Pufball Gard', '--db', cdb);
      assert.equal(r.code, 3);
      assert.match(r.err, /Puffball Guard/);
    });

    it('a missing file is a usage error naming it; an unreadable one fails naming it', async () => {
      const missing = await run('ask', 'Kuriboh', '--db', path.join(dir, 'nope.cdb'));
      assert.equal(missing.code, 2);
      assert.match(missing.err, /--db: cannot read ".*nope\.cdb": no such file/);
      const notDb = await run('ask', 'Kuriboh', '--db', path.join(dir, 'not-a-db.cdb'));
      assert.equal(notDb.code, 1);
      assert.match(notDb.err, /not-a-db\.cdb: not an SQLite database/);
      const wrong = await run('ask', 'Kuriboh', '--db', path.join(dir, 'wrong.json'));
      assert.equal(wrong.code, 1);
      assert.match(wrong.err, /wrong\.json: expected a YGOPRODeck card JSON/);
    });

    it('a bad row is reported on stderr by file and row; the rest answers', async () => {
      const r = await run('ask', 'Puffball Guard', '--db', damaged, '--json');
      assert.equal(r.code, 0);
      assert.match(r.err, /damaged\.cdb: row 5: "Odd Row": unknown type code 0x8000000/);
      assert.equal(parseAskJson(r.out).card.name, 'Puffball Guard');
    });
  });

  describe('ask --text --kind', () => {
    it('answers a typed card with source "text", span and confidence', async () => {
      const r = await run('ask', '--text', 'Target 1 face-up monster on the field; it loses 800 ATK until the end of this turn.', '--kind', 'quick-play spell', '--name', 'My Lance', '--json');
      assert.equal(r.code, 0, r.err);
      const a = parseAskJson(r.out);
      assert.deepEqual(Object.keys(a).sort(), KEYS);
      // The fields that were there before stay as they were; `read` (issue 21) is only added.
      const { read, ...card } = a.card;
      assert.deepEqual(card, { name: 'My Lance', source: 'text', kind: 'spell', subtype: 'quick-play-spell' });
      assert.deepEqual(read, { identityLines: [], textLines: [1], ignoredLines: [], unplaced: [] });
      assert.deepEqual(
        a.verdicts.map((v) => v.canActivate),
        [true, true, false, false, false],
      );
      assert.equal(a.effects[0]?.kind, 'card-activation');
      assert.deepEqual(a.effects[0]?.span, { start: 0, end: 83 });
      assert.equal(a.effects[0]?.confidence, 1);
    });

    it('takes --at, --ruleset and --region like ask by name', async () => {
      const r = await run('ask', '--text', 'FLIP: Destroy 1 monster on the field.', '--kind', 'Flip Effect Monster', '--ruleset', 'edison', '--json');
      assert.equal(r.code, 0, r.err);
      assert.deepEqual(
        parseAskJson(r.out).verdicts.map((v) => v.timing),
        [...EDISON_TIMINGS],
      );
      const at = await run('ask', '--text', 'FLIP: Destroy 1 monster on the field.', '--kind', 'Flip Effect Monster', '--at', 'after-damage-calculation', '--json');
      assert.deepEqual(
        parseAskJson(at.out).verdicts.map((v) => v.canActivate),
        [true],
      );
    });

    it('human output says how sure the reading is and what it could not read', async () => {
      const r = await run('ask', '--text', 'When the moon is full: You can draw 1 card.', '--kind', 'Effect Monster');
      assert.equal(r.code, 0);
      assert.match(r.out, /Custom card \(Monster, text\)/);
      assert.match(r.out, /confidence 0\.\d/);
      assert.match(r.out, /not read: "When the moon is full"/);
    });

    it('an effect the card gives its Xyz Monster is said to be set aside, in the text and in --json, never dropped silently', async () => {
      const text =
        'If this card is sent to the GY: You can draw 1 card. An Xyz Monster that has this card as material gains this effect.\n\u25cf When your opponent activates a Spell Card (Quick Effect): You can negate the activation.';
      const human = await run('ask', '--text', text, '--kind', 'Effect Monster');
      assert.equal(human.code, 0);
      assert.match(human.out, /set aside: "An Xyz Monster that has this card as material gains this effect\. \u25cf When your opponent activates/);
      const json = parseAskJson((await run('ask', '--text', text, '--kind', 'Effect Monster', '--json')).out);
      assert.deepEqual(
        json.card.grantedElsewhere?.map((g) => text.slice(g.span.start, g.span.end) === g.text),
        [true],
      );
      assert.match(json.card.grantedElsewhere?.[0]?.text ?? '', /^An Xyz Monster[^]*negate the activation\.$/);
      // The card's own effect is answered; the granted Quick Effect is not counted for it.
      assert.equal(json.effects.length, 1);
    });

    it('a wrong --kind is a usage error listing every label', async () => {
      const r = await run('ask', '--text', 'Draw 2 cards.', '--kind', 'Sorcery');
      assert.equal(r.code, 2);
      assert.match(r.err, /--kind: "Sorcery" is not a card kind/);
      for (const label of KIND_LABELS) assert.ok(r.err.includes(label), label);
    });

    it('--text without --kind, --kind without --text, and --text with --db are usage errors', async () => {
      assert.equal((await run('ask', '--text', 'Draw 2 cards.')).code, 2);
      assert.equal((await run('ask', 'Kuriboh', '--kind', 'Normal Spell')).code, 2);
      assert.equal((await run('ask', '--text', 'Draw 2 cards.', '--kind', 'Normal Spell', '--db', cdb)).code, 2);
      assert.equal((await run('ask', '--text', '  ', '--kind', 'Normal Spell')).code, 2);
    });
  });

  describe('classify --db', () => {
    it('--json prints one line per card, each the object ask --json prints for it', async () => {
      const r = await run('classify', '--db', cdb, '--json');
      assert.equal(r.code, 0, r.err);
      const lines = r.out.trim().split('\n');
      assert.equal(lines.length, inputs.length + 1);
      for (const line of lines) {
        const a = parseAskJson(line);
        assert.deepEqual(Object.keys(a).sort(), KEYS);
        assert.deepEqual(
          a.verdicts.map((v) => v.timing),
          [...MODERN_TIMINGS],
        );
      }
      for (const name of ['Kuriboh', 'Puffball Guard', 'Cornered Vermin']) {
        const line = lines.find((l) => parseAskJson(l).card.name === name);
        const single = (await run('ask', name, '--db', cdb, '--json')).out.trim();
        assert.equal(line, single, name);
      }
    });

    it('human output gives a line per card and a coverage report', async () => {
      const r = await run('classify', '--db', json);
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /^Puffball Guard \(Effect Monster; confidence 1\): during-damage-calculation$/m);
      assert.match(r.out, /unrecognised clauses: \d+/);
      assert.match(r.out, /effects per kind:/);
    });

    it('needs --db; a bad file gives its error', async () => {
      assert.equal((await run('classify')).code, 2);
      assert.equal((await run('classify', '--db', path.join(dir, 'nope.cdb'))).code, 2);
      const bad = await run('classify', '--db', path.join(dir, 'not-a-db.cdb'), '--json');
      assert.equal(bad.code, 1);
      assert.equal(bad.out, '');
      assert.match(bad.err, /not-a-db\.cdb/);
    });
  });

  describe('the bundled CLI', () => {
    const bin = path.resolve(__dirname, '../../../bin/dmgstep.cjs');
    const bundle = path.resolve(__dirname, '../../../dist/cli.js');
    it("finds sql.js's wasm from dist/ and classifies a database", function () {
      if (!existsSync(bundle)) this.skip();
      const r = spawnSync(process.execPath, [bin, 'classify', '--db', cdb, '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout.trim().split('\n').length, inputs.length + 1);
      const out = execFileSync(process.execPath, [bin, 'ask', '--text', 'FLIP: Draw 1 card.', '--kind', 'Flip Effect Monster', '--json'], { encoding: 'utf8' });
      assert.equal(parseAskJson(out).card.source, 'text');
    });
  });
});
