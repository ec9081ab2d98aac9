import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  battleFileTooLarge,
  battleTooLarge,
  capDiagnostics,
  databaseTooLarge,
  embeddedCatalog,
  MAX_BATTLE_CHARS,
  MAX_BATTLE_LINES,
  MAX_CARD_TEXT_CHARS,
  MAX_DATABASE_BYTES,
  MAX_DIAGNOSTICS_PER_FILE,
  MAX_QUERY_CHARS,
  queryLength,
  queryTooLong,
  searchAll,
  walkBattle,
} from '../../src/core/index';
import { runCli } from './cli-run';

const EXAMPLE = path.join(__dirname, '..', '..', '..', 'examples', 'flip-monster-attacked.battle');

/** A card name padded with trailing dots to exactly `length` characters (punctuation does not change the name; spaces would be trimmed). */
function padded(name: string, length: number): string {
  return name + '.'.repeat(length - name.length);
}

describe('limits: bounded work', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'dmgstep-limits-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('query length (MAX_QUERY_CHARS)', () => {
    it('a query at the limit is searched; one character more is refused with the limit named', () => {
      assert.equal(queryTooLong('x'.repeat(MAX_QUERY_CHARS)), undefined);
      assert.match(queryTooLong('x'.repeat(MAX_QUERY_CHARS + 1)) ?? '', new RegExp(`${MAX_QUERY_CHARS + 1} characters long; at most ${MAX_QUERY_CHARS}`));
    });

    it('the catalog finds a card with a query at the limit and searches nothing past it', () => {
      const catalog = embeddedCatalog();
      assert.equal(catalog.search(padded('Kuriboh', MAX_QUERY_CHARS))[0]?.name, 'Kuriboh');
      assert.deepEqual(catalog.search(padded('Kuriboh', MAX_QUERY_CHARS + 1)), []);
      assert.deepEqual(catalog.lookup('Kuribo'.repeat(200_000)).suggestions, []);
      assert.ok(searchAll(padded('Kuriboh', MAX_QUERY_CHARS), catalog).some((h) => h.title === 'Kuriboh'));
      assert.deepEqual(searchAll(padded('Kuriboh', MAX_QUERY_CHARS + 1), catalog), []);
    });

    it('CLI search, rule and ask answer a query at the limit and refuse one past it (exit 2, message)', async () => {
      const search = await runCli('search', padded('Kuriboh', MAX_QUERY_CHARS));
      assert.equal(search.code, 0, search.err);
      assert.match(search.out, /Kuriboh/);
      const ask = await runCli('ask', padded('Kuriboh', MAX_QUERY_CHARS), '--json');
      assert.equal(ask.code, 0, ask.err);
      for (const command of ['search', 'rule', 'ask']) {
        const r = await runCli(command, padded('Kuriboh', MAX_QUERY_CHARS + 1));
        assert.equal(r.code, 2, command);
        assert.match(r.err, new RegExp(`^dmgstep: ${command}: The .* is ${MAX_QUERY_CHARS + 1} characters long; at most ${MAX_QUERY_CHARS} are searched`), command);
      }
    });

    it('the limit holds on the normalised key: 200 characters that NFKC makes 3,600 letters are refused (issue 19)', async () => {
      // U+FDFA is one character that NFKC turns into 18: the fuzzy search would see 3,600.
      const expanding = '\ufdfa'.repeat(MAX_QUERY_CHARS);
      assert.equal(queryLength(expanding), MAX_QUERY_CHARS * 18);
      assert.match(queryTooLong(expanding) ?? '', new RegExp(`is ${MAX_QUERY_CHARS} characters long \\(3,600 once its letters are normalised\\); at most ${MAX_QUERY_CHARS}`));
      const catalog = embeddedCatalog();
      assert.deepEqual(catalog.search(expanding), []);
      assert.deepEqual(catalog.lookup(expanding).suggestions, []);
      assert.deepEqual(searchAll(expanding, catalog), []);
      // Eleven of them (198 letters) are still searched.
      assert.equal(queryTooLong('\ufdfa'.repeat(11)), undefined);
      for (const command of ['search', 'ask']) {
        const r = await runCli(command, expanding);
        assert.equal(r.code, 2, command);
        assert.match(r.err, /once its letters are normalised/, command);
      }
    });

    it('a 1 MB argument is refused with the same message', async () => {
      for (const command of ['search', 'rule', 'ask']) {
        const r = await runCli(command, 'a'.repeat(1024 * 1024));
        assert.equal(r.code, 2);
        assert.match(r.err, /1,048,576 characters long/);
      }
    });

    it('ask --text reads a text at MAX_CARD_TEXT_CHARS and refuses one longer', async () => {
      const text = 'FLIP: Destroy 1 monster on the field.';
      const at = await runCli('ask', '--text', text + ' '.repeat(MAX_CARD_TEXT_CHARS - text.length), '--kind', 'Effect Monster', '--json');
      assert.equal(at.code, 0, at.err);
      const over = await runCli('ask', '--text', text + ' '.repeat(MAX_CARD_TEXT_CHARS + 1 - text.length), '--kind', 'Effect Monster');
      assert.equal(over.code, 2);
      assert.match(over.err, /--text: the card text is 10,001 characters long; at most 10,000 are read/);
    });
  });

  describe('card database files (MAX_DATABASE_BYTES)', () => {
    it('a database at the limit passes the size check; one byte more is refused naming both sizes', () => {
      assert.equal(databaseTooLarge(MAX_DATABASE_BYTES), undefined);
      assert.match(databaseTooLarge(MAX_DATABASE_BYTES + 1) ?? '', /larger than the limit of 256 MB/);
      assert.equal(databaseTooLarge(2000, 1000)?.includes('limit'), true);
    });

    it('ask --db refuses a device, a directory and a file over the limit before reading it', async () => {
      const sparse = path.join(dir, 'huge.cdb');
      writeFileSync(sparse, '');
      truncateSync(sparse, MAX_DATABASE_BYTES + 1);
      const cases: Array<[string, RegExp]> = [
        ['/dev/zero', /not a regular file/],
        [dir, /is a directory/],
        [sparse, /is not read: the file is 256 MB, larger than the limit of 256 MB/],
      ];
      for (const [file, message] of cases) {
        const r = await runCli('ask', 'Kuriboh', '--db', file);
        assert.equal(r.code, 2, file);
        assert.match(r.err, message, file);
      }
    });
  });

  describe('battle files (MAX_BATTLE_CHARS, MAX_BATTLE_LINES)', () => {
    const example = readFileSync(EXAMPLE, 'utf8');

    it('a battle at the character limit is walked; one character more gets one diagnostic and no walk', () => {
      const at = example + '#'.repeat(MAX_BATTLE_CHARS - example.length);
      assert.equal(at.length, MAX_BATTLE_CHARS);
      const walked = walkBattle(at, embeddedCatalog());
      assert.ok(walked.steps.length > 0);
      assert.ok(!walked.diagnostics.some((d) => d.code === 'too-large'));
      const over = walkBattle(`${at}#`, embeddedCatalog());
      assert.deepEqual(over.steps, []);
      assert.equal(over.diagnostics.length, 1);
      assert.equal(over.diagnostics[0]?.code, 'too-large');
      assert.match(over.diagnostics[0]?.message ?? '', /524,289 characters long; battles of at most 524,288/);
    });

    it('a battle at the line limit is walked; one line more gets one diagnostic', () => {
      const lines = example.split('\n');
      const at = [...lines, ...Array.from({ length: MAX_BATTLE_LINES - lines.length }, () => '')].join('\n');
      assert.equal(battleTooLarge(at), undefined);
      assert.ok(walkBattle(at, embeddedCatalog()).steps.length > 0);
      const over = walkBattle(`${at}\n`, embeddedCatalog());
      assert.equal(over.diagnostics.length, 1);
      assert.match(over.diagnostics[0]?.message ?? '', /more than 5,000 lines/);
    });

    it('dmgstep walk gives a 50 MB file one diagnostic without reading it (exit 1)', async () => {
      assert.equal(battleFileTooLarge(MAX_BATTLE_CHARS * 4), undefined);
      assert.ok(battleFileTooLarge(MAX_BATTLE_CHARS * 4 + 1));
      const huge = path.join(dir, 'huge.battle');
      writeFileSync(huge, '');
      truncateSync(huge, 50 * 1024 * 1024);
      const r = await runCli('walk', huge, '--json');
      assert.equal(r.code, 1);
      const walk = JSON.parse(r.out) as { diagnostics: Array<{ code: string; message: string }>; steps: unknown[] };
      assert.equal(walk.diagnostics.length, 1);
      assert.equal(walk.diagnostics[0]?.code, 'too-large');
      assert.match(walk.diagnostics[0]?.message ?? '', /50 MB/);
      assert.match(r.err, /huge\.battle:1:1: error: This battle file is 50 MB/);
    });
  });

  describe('diagnostics per file (MAX_DIAGNOSTICS_PER_FILE)', () => {
    it('keeps all at the limit; past it keeps the limit and counts the rest', () => {
      const at = Array.from({ length: MAX_DIAGNOSTICS_PER_FILE }, (_, i) => i);
      assert.deepEqual(capDiagnostics(at), { kept: at, omitted: 0 });
      assert.deepEqual(capDiagnostics([...at, 100, 101]), { kept: at, omitted: 2 });
    });

    it('a battle with many mistakes reports the first ones and one note saying how many were left out', () => {
      const mistakes = Array.from({ length: MAX_DIAGNOSTICS_PER_FILE + 50 }, () => 'frobnicate everything').join('\n');
      const walk = walkBattle(mistakes, embeddedCatalog());
      assert.equal(walk.diagnostics.length, MAX_DIAGNOSTICS_PER_FILE + 1);
      const note = walk.diagnostics[MAX_DIAGNOSTICS_PER_FILE];
      assert.equal(note?.code, 'too-many-diagnostics');
      assert.match(note?.message ?? '', /^\d+ more problems after this line are not shown/);
    });
  });
});
