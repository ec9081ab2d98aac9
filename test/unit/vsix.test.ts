import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The VSIX ships only what .vscodeignore lets back in: a file the extension loads at run time and
// forgets there works from the repository and fails for every user (the answer panel's page
// script once did). Needs the build (npm test runs it first).

const ROOT = path.resolve(__dirname, '../../..');

/** The `!` lines of .vscodeignore as patterns; `*` stands for any name within one folder. */
const INCLUDES = readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('!'))
  .map(
    (l) =>
      new RegExp(
        `^${l
          .slice(1)
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );

const shipped = (file: string): boolean => INCLUDES.some((p) => p.test(file));

describe('the VSIX', () => {
  it('ships every file the extension loads at run time', () => {
    assert.ok(existsSync(path.join(ROOT, 'dist', 'webview')), 'build first: dist/webview/ is missing');
    const pages = readdirSync(path.join(ROOT, 'dist', 'webview'))
      .filter((f) => !f.endsWith('.map'))
      .map((f) => `dist/webview/${f}`);
    assert.ok(pages.includes('dist/webview/battle.js') && pages.includes('dist/webview/icons.svg'), pages.join(', '));
    for (const file of ['package.json', 'dist/extension.js', 'dist/start.js', 'dist/sql-wasm.wasm', 'media/panel.css', 'media/icon.svg', 'syntaxes/battle.tmLanguage.json', ...pages]) {
      assert.ok(existsSync(path.join(ROOT, file)), `${file} does not exist`);
      assert.ok(shipped(file), `${file} is not let back in by .vscodeignore`);
    }
  });

  it('leaves out source maps and the CLI', () => {
    for (const file of ['dist/webview/battle.js.map', 'dist/start.js.map', 'dist/cli.js', 'dist/cli-ask.js']) assert.ok(!shipped(file), `${file} would ship`);
  });
});
