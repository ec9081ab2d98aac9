import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatCitation, getSource, RULES } from '../../src/core/index';

// Every citation a user sees names an official source, or a document of the project that ships
// with it (in the npm package, and in the VSIX through .vscodeignore).

const ROOT = path.resolve(__dirname, '../../..');
const VSIX_INCLUDES = readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('!'))
  .map((l) => l.slice(1).trim());

describe('user-visible sources', () => {
  const cited = RULES.flatMap((r) => r.citations.map((c) => ({ rule: r.id, citation: c })));

  it('cite only sources the index defines', () => {
    for (const { rule, citation } of cited) assert.ok(getSource(citation.source), `${rule}: ${citation.source}`);
  });

  it('name a project document only when it exists and ships in the VSIX', () => {
    const documents = new Set<string>();
    for (const { citation } of cited) {
      const source = getSource(citation.source);
      if (source?.kind !== 'project-docs') continue;
      const file = /\(([\w./-]+\.md)\)/.exec(source.title)?.[1];
      assert.ok(file, `${source.id} names no document`);
      documents.add(file);
    }
    assert.ok(documents.size > 0);
    for (const file of documents) {
      assert.ok(existsSync(path.join(ROOT, file)), `${file} does not exist`);
      assert.ok(VSIX_INCLUDES.includes(file), `${file} is not shipped in the VSIX`);
    }
  });

  it('never point at notes outside the project', () => {
    for (const { rule, citation } of cited) assert.doesNotMatch(formatCitation(citation), /game-facts|\/work\/|shared\//, rule);
  });
});
