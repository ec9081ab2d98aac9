// Writes l10n/bundle.l10n.json: every string the extension passes to vscode.l10n.t, the file
// translators start from (what @vscode/l10n-dev export does, for the literals this code uses).
import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const strings = new Map();
const literal = /(?:vscode\.l10n\.t|\bt)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
for (const file of files('src/extension')) {
  for (const m of readFileSync(file, 'utf8').matchAll(literal)) {
    const text = m[2].replace(/\\(['"\\])/g, '$1');
    strings.set(text, text);
  }
}
mkdirSync('l10n', { recursive: true });
const sorted = Object.fromEntries([...strings.entries()].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('l10n/bundle.l10n.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`l10n/bundle.l10n.json: ${strings.size} strings`);
