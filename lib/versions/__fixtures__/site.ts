import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import raw from '../../../content/site.config.json';

const FIXTURES = path.join(import.meta.dirname, '../..');

/**
 * A small site in a temporary folder for the versions' tests: the content fixture's docs (a
 * `guide` folder with `_meta.json`), a doc linking to the Pets reference, and that reference.
 */
export function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  fs.cpSync(path.join(FIXTURES, 'content/__fixtures__/site/content/docs'), path.join(root, 'content/docs'), {
    recursive: true,
  });
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.copyFileSync(path.join(FIXTURES, 'openapi/__fixtures__/pets.yaml'), path.join(root, 'openapi/pets.yaml'));
  fs.writeFileSync(
    path.join(root, 'content/docs/guide/pets.mdx'),
    '---\ntitle: Pets\nsidebar_position: 3\n---\n\nRead the [Pets API](/api/pets) and [start](/docs/guide/start).\n',
  );
  const config = structuredClone(raw) as Record<string, any>;
  config.docs.defaultDocId = 'guide/start';
  config.navbar.items = [{ type: 'doc', docId: 'guide/start', label: 'Guide', position: 'left' }];
  config.footer.links = [];
  config.apis = [{ id: 'pets', title: 'Pets API', navLabel: 'Pets API Reference', file: 'openapi/pets.yaml' }];
  writeConfig(root, config);
  return root;
}

/** The site's configuration file, parsed. */
export const readConfig = (root: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/site.config.json'), 'utf8')) as Record<string, any>;

/** Writes the site's configuration file. */
export function writeConfig(root: string, config: Record<string, any>): void {
  fs.writeFileSync(path.join(root, 'content/site.config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** Every file under a folder with its text, to compare a tree before and after. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out[name] = fs.readFileSync(file, 'utf8');
  }
  return out;
}
