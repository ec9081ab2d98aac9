import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The page users see (the Marketplace and the Extensions view): a README of its own, packed in
// place of the developers' one, an icon, and images that are in the package.

const root = path.resolve(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { icon?: string; keywords?: string[]; scripts: Record<string, string> };

describe("the extension's page for users", () => {
  it('is packed from its own README, with an icon and keywords', () => {
    assert.match(manifest.scripts.package ?? '', /--readme-path docs\/marketplace\/README\.md/);
    assert.ok(manifest.icon && existsSync(path.join(root, manifest.icon)), `icon ${manifest.icon}`);
    const png = readFileSync(path.join(root, manifest.icon));
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.equal(png.readUInt32BE(16), 128, 'the icon is 128 px wide');
    assert.ok((manifest.keywords ?? []).length >= 5);
  });

  it('shows only images the package holds, says what it sends nowhere, and has no developer talk', () => {
    const readme = readFileSync(path.join(root, 'docs', 'marketplace', 'README.md'), 'utf8');
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    assert.ok(images.length >= 4, 'a screenshot of each surface');
    const ignore = readFileSync(path.join(root, '.vscodeignore'), 'utf8');
    for (const image of images) {
      assert.ok(existsSync(path.join(root, image)), `${image} is missing`);
      assert.ok(ignore.includes(`!${path.dirname(image)}/*.png`), `${image} is not packed`);
    }
    assert.match(readme, /offline/i);
    assert.match(readme, /sends nothing/i);
    assert.doesNotMatch(readme, /npm (ci|install|test)|issue \d+|bench/i);
  });
});
