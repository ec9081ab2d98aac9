import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Issue 19: VS Code renders `[label](command:…)` in a notification as a link that runs the
// command. Every text the extension shows where that can happen (notifications, progress and
// quick-pick titles, status items, quick-pick labels) is read from the sources here: it must be
// made of constant text, or pass through plainMessageText. A card name, a database row or a
// server's words reaching one of them raw fails this test.

const ROOT = path.resolve(__dirname, '../../..');
const EXTENSION = path.join(ROOT, 'src', 'extension');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Expressions known to hold only our own words (checked by reading them), so they need no
 * plainMessageText. Keyed by the expression's source text.
 */
const CONSTANT_EXPRESSIONS: ReadonlyMap<string, string> = new Map([
  ['timingName(id)', 'a timing name from the rules data'],
  ['timingName(t)', 'a timing name from the rules data'],
  ['timingName(id as TimingId)', 'a timing name from the rules data'],
  ['getTiming(t)?.summary', 'a timing summary from the rules data'],
  ['k.label', 'a card kind from kindChoices(), our own list'],
  ['optionsLabel(options)', '"Modern · TCG": the rule set and region names'],
  ['optionsLabel({ ruleset: r, region: g })', '"Modern · TCG": the rule set and region names'],
  ['optionsLabel(choice)', '"Modern · TCG": the rule set and region names'],
  ['where', 'the settings target, "workspace settings" or "user settings"'],
  ['shadowed', 'our sentence about a battle file naming its own rule set'],
  ['otherwise', "the caller's l10n text for the other choice"],
  ['title', "offerLocalDatabase's title: the caller's l10n command name"],
  ['i.label', 'an item label already checked where it was made'],
  ['vscode.l10n.t("{0} MB", (received / 1048576).toFixed(1))', 'a number'],
  ["vscode.l10n.t('{0} MB', (received / 1048576).toFixed(1))", 'a number'],
  ['`${percent}%`', 'a number'],
  ['content.title', 'searchPickContent(): checked where it is made'],
  ['panel.title', 'the panel title set in this file'],
  ['entry.title', 'answer panel history: a webview tab title, not rendered as Markdown'],
  ['this.current.title', 'answer panel history: a webview tab title, not rendered as Markdown'],
  ['label', 'a parameter of the answer panel buttons (HTML-escaped there)'],
  ['base', "searchPickContent()'s command title with the rule set's name"],
  ['kindLabelOf(block.kind)', 'a card kind in our words ("Effect Monster")'],
  ["quickPick.title ?? ''", 'what searchRulings() returns to tests: checked where it is set'],
  ['i.description', 'what searchRulings() returns to tests: checked where it is set'],
  ['queryLength(query)', 'a number: the length searched'],
  ['emptyText()', "the battle panel's own sentence for no battle file"],
]);

function isSafe(node: ts.Expression, source: ts.SourceFile): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isSafe(node.expression, source);
  const text = node.getText(source);
  if (CONSTANT_EXPRESSIONS.has(text)) return true;
  // `undefined`, a count (`query.length`, `catalog.size`) or a named constant (`MAX_QUERY_CHARS`).
  if (text === 'undefined' || /^[\w.]+\.(?:length|size)$/.test(text) || /^[A-Z][A-Z0-9_]*$/.test(text)) return true;
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(source);
    if (callee === 'plainMessageText') return true;
    if (callee === 'vscode.l10n.t') return node.arguments.every((a) => isSafe(a, source));
    // A count shown as digits.
    if (/\.(?:length|cards|size)\.toLocaleString$/.test(callee)) return true;
    return false;
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => isSafe(s.expression, source));
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
    return isSafe(node.left, source) && isSafe(node.right, source);
  if (ts.isConditionalExpression(node)) return isSafe(node.whenTrue, source) && isSafe(node.whenFalse, source);
  return false;
}

const MESSAGE_CALL = /^(?:vscode\.)?window\.show(?:Information|Warning|Error)Message$/;
/** Properties VS Code shows as a label or title in a quick pick, a progress or a status item. */
const SHOWN_PROPERTIES = new Set(['label', 'description', 'detail', 'title', 'placeHolder', 'placeholder', 'text']);

interface Finding {
  where: string;
  text: string;
}

/** Every place in `text` where a shown string is built from something not known to be safe. */
export function unsafeShownTexts(fileName: string, text: string, checkProperties = true): Finding[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const found: Finding[] = [];
  const report = (node: ts.Node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ where: `${path.relative(ROOT, fileName)}:${line + 1}:${character + 1}`, text: node.getText(source) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && MESSAGE_CALL.test(node.expression.getText(source))) {
      const message = node.arguments[0];
      if (message && !isSafe(message, source)) report(message);
    }
    // `{ label: … }` in an object literal, and `item.text = …` / `quickPick.title = …`.
    if (checkProperties && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && SHOWN_PROPERTIES.has(node.name.text) && !isSafe(node.initializer, source)) report(node.initializer);
    if (
      checkProperties &&
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      SHOWN_PROPERTIES.has(node.left.name.text) &&
      !isSafe(node.right, source)
    )
      report(node.right);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Tree items and completion items: VS Code shows their labels and descriptions as plain text
 * (no Markdown, no links), so only their message calls are checked.
 */
const PLAIN_LABELS = new Set(['battle/completion.ts', 'views/battleTree.ts', 'views/timingsTree.ts']);
const relativeName = (f: string) => path.relative(EXTENSION, f).split(path.sep).join('/');

/** Files that build HTML or Markdown for a webview or hover: they escape there instead (markdown-escape tests). */
const ESCAPING_ELSEWHERE = new Set(['webview/html.ts', 'webview/battleView.ts', 'text/markdown.ts', 'text/escape.ts', 'views/answerProtocol.ts', 'webview/protocol.ts', 'cardText.ts']);

describe('untrusted text in VS Code messages, titles and labels (issue 19)', () => {
  it('every show*Message, title, status text and quick-pick label is constant or passes through plainMessageText', () => {
    const files = sourceFiles(EXTENSION).filter((f) => !ESCAPING_ELSEWHERE.has(relativeName(f)));
    assert.ok(files.length > 20, 'the extension sources were found');
    const calls = files.reduce((n, f) => n + (readFileSync(f, 'utf8').match(/show(?:Information|Warning|Error)Message\(/g)?.length ?? 0), 0);
    assert.ok(calls > 15, `the message calls were found (${calls})`);
    const findings = files.flatMap((f) => unsafeShownTexts(f, readFileSync(f, 'utf8'), !PLAIN_LABELS.has(relativeName(f))));
    assert.deepEqual(
      findings.map((f) => `${f.where} ${f.text}`),
      [],
    );
  });

  it('the check catches a card name put raw into a message, a label or a title', () => {
    const bad = [
      'vscode.window.showInformationMessage(`Yes: ${card.name}`);',
      'vscode.window.showWarningMessage(vscode.l10n.t(\'Unknown card "{0}".\', name));',
      "vscode.window.showErrorMessage('Not loaded: ' + error);",
      'const items = cards.map((card) => ({ label: card.name }));',
      'quickPick.title = `Nothing matches ${value}`;',
    ];
    for (const line of bad) assert.equal(unsafeShownTexts(path.join(EXTENSION, 'x.ts'), line).length, 1, line);
    const good = [
      'vscode.window.showInformationMessage(plainMessageText(`Yes: ${card.name}`));',
      "vscode.window.showWarningMessage(vscode.l10n.t('Select some card text first.'));",
      'const items = cards.map((card) => ({ label: plainMessageText(card.name) }));',
    ];
    for (const line of good) assert.deepEqual(unsafeShownTexts(path.join(EXTENSION, 'x.ts'), line), [], line);
  });
});
