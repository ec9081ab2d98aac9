import * as vscode from 'vscode';
import { timingIdsOf, walkBattle, type CardCatalog, type Walk } from '../rulesCore';
import { timingName } from '../text/markdown';

// The quick fix for an activation the walk refused: "Move to <timing>" for each timing of the
// file's rule set where the same line, moved there, walks without being refused. Each
// candidate is checked by walking the edited text: a fix that would still be refused is never offered.

/** The timing words of an `at <timing>[, new chain]:` line, as offsets in the line. */
function timingSpan(line: string): { start: number; end: number } | undefined {
  const m = /^(\s*at\s+)([^:,]+?)\s*(?:,|:)/i.exec(line);
  if (!m) return undefined;
  const start = (m[1] ?? '').length;
  return { start, end: start + (m[2] ?? '').length };
}

export function moveActivationFixes(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic, walk: Walk, catalog: CardCatalog): vscode.CodeAction[] {
  const lineNumber = diagnostic.range.start.line;
  const line = doc.lineAt(lineNumber).text;
  const span = timingSpan(line);
  if (!span) return [];
  const current = line.slice(span.start, span.end).trim();
  const lines = doc.getText().split(/\r?\n/);
  const options = { ruleset: walk.ruleset, region: walk.region };
  const actions: vscode.CodeAction[] = [];
  for (const timing of timingIdsOf(walk.ruleset)) {
    if (timing === current) continue;
    lines[lineNumber] = `${line.slice(0, span.start)}${timing}${line.slice(span.end)}`;
    const moved = walkBattle(lines.join('\n'), catalog, options);
    if (moved.diagnostics.some((d) => d.line === lineNumber + 1 && d.severity === 'error')) continue;
    const action = new vscode.CodeAction(vscode.l10n.t('Move to {0} (it can be activated there)', timingName(timing)), vscode.CodeActionKind.QuickFix);
    action.edit = new vscode.WorkspaceEdit();
    action.edit.replace(doc.uri, new vscode.Range(lineNumber, span.start, lineNumber, span.end), timing);
    action.diagnostics = [diagnostic];
    action.isPreferred = actions.length === 0;
    actions.push(action);
  }
  return actions;
}
