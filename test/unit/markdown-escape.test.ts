import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { escapeLinkTitle, escapeMarkdown, escapeTableCell } from '../../src/extension/text/escape';

// The proof that escaping keeps the text: render escaped text with markdown-it (the renderer of
// the answer panel; VS Code's Markdown follows the same CommonMark rules) in each place the
// extension puts it, and the HTML must be exactly that block holding the text, nothing more.

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** How markdown-it writes text into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What the reader sees of a one-line text: whitespace collapsed, ends trimmed. */
function shown(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Each place the extension writes untrusted text, and the HTML that place must render to. */
const PLACES: Array<{ name: string; markdown: (text: string) => string; expected: (text: string, line: string) => string }> = [
  { name: 'paragraph', markdown: (t) => escapeMarkdown(t), expected: (t) => `<p>${html(t)}</p>\n` },
  { name: 'heading', markdown: (t) => `# ${escapeMarkdown(t)}`, expected: (t) => `<h1>${html(t)}</h1>\n` },
  { name: 'list item', markdown: (t) => `- ${escapeMarkdown(t)}`, expected: (t) => `<ul>\n<li>${html(t)}</li>\n</ul>\n` },
  { name: 'after a word', markdown: (t) => `Card: ${escapeMarkdown(t)}`, expected: (_t, line) => `<p>${html(`Card: ${line}`.trimEnd())}</p>\n` },
  { name: 'bold', markdown: (t) => `**${escapeMarkdown(t)}**`, expected: (t) => `<p><strong>${html(t)}</strong></p>\n` },
  {
    name: 'table cell',
    markdown: (t) => `| a | b |\n|---|---|\n| ${escapeTableCell(t)} | x |`,
    expected: (t) => `<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>${html(t)}</td>\n<td>x</td>\n</tr>\n</tbody>\n</table>\n`,
  },
  {
    name: 'link text',
    markdown: (t) => `[${escapeMarkdown(t)}](https://example.com/ "${escapeLinkTitle(t)}")`,
    // The title keeps its spaces: it is not trimmed as a paragraph is.
    expected: (_t, line) => `<p><a href="https://example.com/" title="${html(line)}">${html(line)}</a></p>\n`,
  },
];

/** Text where Markdown bites: its punctuation, markers at the start, entities, HTML, words. */
const PIECES = [
  ...'\\`*_{}[]()#+-.!|<>&"\'~=:/$%^@;,?'.split(''),
  ' ',
  '  ',
  '\n',
  '\t',
  '1.',
  '2)',
  '---',
  '***',
  '___',
  '# ',
  '> ',
  '- ',
  '+ ',
  '* ',
  '```',
  '~~~',
  '&amp;',
  '&#38;',
  '&#x26;',
  '&copy;',
  '<img src=x onerror=alert(1)>',
  '</script>',
  '<http://x.y>',
  '[x](command:workbench.action.quit)',
  '![i](x.png)',
  '[ref]: /url',
  'snake_case_name',
  '_lead',
  'trail_',
  '**bold**',
  'Kuriboh',
  'ATK 300',
  'é',
  '😀',
  '\\\\',
  ' #',
  ' ##',
];

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));

describe('Markdown escaping in context', () => {
  for (const place of PLACES) {
    it(`renders any hostile text as exactly that text: ${place.name}`, () => {
      fc.assert(
        fc.property(hostile, (text) => {
          const visible = shown(text);
          fc.pre(visible !== '' && !(place.name === 'bold' && visible !== text.replace(/\s+/g, ' ')));
          assert.equal(md.render(place.markdown(text)), place.expected(visible, text.replace(/\s+/g, ' ')), `escaped as ${JSON.stringify(place.markdown(text))}`);
        }),
        { numRuns: 1500, seed: 10 },
      );
    });
  }

  it('renders any printable text as exactly that text in every place', () => {
    // Beyond the pieces above: every printable ASCII character in any order, and any Unicode.
    const printable = fc.oneof(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
    fc.assert(
      fc.property(printable, fc.constantFrom(...PLACES), (text, place) => {
        const visible = shown(text);
        fc.pre(visible !== '' && !text.includes('\0') && visible === text.replace(/\s+/g, ' '));
        assert.equal(md.render(place.markdown(text)), place.expected(visible, text.replace(/\s+/g, ' ')), `escaped as ${JSON.stringify(place.markdown(text))}`);
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it('leaves ordinary text alone', () => {
    for (const text of [
      'flip-monster-attacked.battle',
      'modern rules, TCG',
      "Kuriboh's effect (ATK 300)",
      'Modern · TCG and OCG',
      'Is it legal? Yes!',
      'snake_case_name',
      '#1 card',
      'a > b',
      '1st place',
      'C: 100%',
      'x = 5',
    ]) {
      assert.equal(escapeMarkdown(text), text);
    }
  });

  it('escapes what would change the meaning, where it would', () => {
    assert.equal(escapeMarkdown('<img src=x onerror=alert(1)>'), '\\<img src=x onerror=alert(1)>');
    assert.equal(escapeMarkdown('[x](command:evil)'), '\\[x\\](command:evil)');
    assert.equal(escapeMarkdown('*a* _b_ `c`'), '\\*a\\* \\_b\\_ \\`c\\`');
    assert.equal(escapeMarkdown('- item'), '\\- item');
    assert.equal(escapeMarkdown('1. first'), '1\\. first');
    assert.equal(escapeMarkdown('# title'), '\\# title');
    assert.equal(escapeMarkdown('> quote'), '\\> quote');
    assert.equal(escapeMarkdown('a - b'), 'a - b');
    assert.equal(escapeMarkdown('Tom &amp; Jerry & co'), 'Tom \\&amp; Jerry & co');
    assert.equal(escapeMarkdown('two\nlines'), 'two lines');
    assert.equal(escapeTableCell('a | b'), 'a \\| b');
    assert.equal(escapeMarkdown('a | b'), 'a | b');
  });
});
