/**
 * Our content in Docusaurus's form: `<Partial>` includes are expanded as our build expands them,
 * `<Tab>` becomes `<TabItem>` (outside code), `_meta.json` becomes `_category_.json`, blog posts
 * get `slug:` from their file name and authors.json becomes authors.yml. Everything else
 * (admonitions, code titles, frontmatter keys) is the same syntax; the other MDX components
 * (Steps, Cards, …) get stand-ins in config.ts's MDXComponents.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { splitFrontmatter } from '../../lib/content/frontmatter';
import { expandPartials, PARTIALS_DIR, type PartialFile, readPartial } from '../../lib/markdown/partials';

export type Partials = ReadonlyMap<string, PartialFile>;

/** content/partials/*.mdx by name, as lib/site/graph-load.ts reads them. */
export function readPartials(root: string): Partials {
  const partials = new Map<string, PartialFile>();
  for (const file of listFiles(path.join(root, PARTIALS_DIR), '.mdx')) {
    const text = fs.readFileSync(path.join(root, PARTIALS_DIR, file), 'utf8');
    partials.set(
      file.slice(0, -'.mdx'.length),
      readPartial(file.slice(0, -'.mdx'.length), `${PARTIALS_DIR}/${file}`, text),
    );
  }
  return partials;
}

/**
 * A file's `<Partial name="…" />` lines replaced by the partial's text with its props filled in
 * (lib/markdown/partials.ts, the expansion our build does before anything reads a page):
 * Docusaurus has partials too, but as imported components, where `{props.x}` in a link's URL
 * stays literal text.
 */
export function withPartials(source: string, file: string, partials: Partials): string {
  return expandPartials(source, file, 0, partials)?.body ?? source;
}

/** Splits a line into code spans (odd indexes) and the text between them (even indexes). */
function splitCodeSpans(line: string): string[] {
  return line.split(/(`+[^`]*`+)/);
}

/** `<Tab label="x" …>` → `<TabItem value="x" label="x" …>` and `</Tab>` → `</TabItem>`, outside code. */
export function convertMdx(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return splitCodeSpans(line)
        .map((part, i) =>
          i % 2
            ? part
            : part
                .replace(/<Tab(\s[^>]*)?>/g, (_, attrs: string = '') => {
                  const label = /\blabel=(["'])(.*?)\1/.exec(attrs)?.[2];
                  const value = /\bvalue=/.test(attrs) || label === undefined ? '' : ` value=${JSON.stringify(label)}`;
                  return `<TabItem${value}${attrs}>`;
                })
                .replace(/<\/Tab>/g, '</TabItem>'),
        )
        .join('');
    })
    .join('\n');
}

export function listFiles(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ext))
    .sort();
}

/** Copies content/docs: MDX converted, _meta.json → _category_.json. Returns the number of docs. */
export function writeDocs(from: string, to: string, partials: Partials = new Map()): number {
  let docs = 0;
  for (const file of listFiles(from, '.mdx')) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    const source = withPartials(fs.readFileSync(path.join(from, file), 'utf8'), file, partials);
    fs.writeFileSync(path.join(to, file), convertMdx(source));
    docs++;
  }
  for (const file of listFiles(from, '_meta.json')) {
    const meta = JSON.parse(fs.readFileSync(path.join(from, file), 'utf8')) as {
      label: string;
      position?: number;
      collapsible?: boolean;
      collapsed?: boolean;
    };
    // Our defaults (lib/content/schema.ts): collapsible true, collapsed false.
    const category = {
      label: meta.label,
      position: meta.position,
      collapsible: meta.collapsible ?? true,
      collapsed: meta.collapsed ?? false,
    };
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.writeFileSync(path.join(to, path.dirname(file), '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  }
  return docs;
}

/** Copies content/blog: slug from the file name, authors.json → authors.yml. Returns the number of posts. */
export function writeBlog(from: string, to: string, partials: Partials = new Map()): number {
  fs.mkdirSync(to, { recursive: true });
  let posts = 0;
  for (const file of listFiles(from, '.mdx')) {
    const source = withPartials(fs.readFileSync(path.join(from, file), 'utf8'), file, partials);
    const parsed = splitFrontmatter(source);
    const fileSlug = /^\d{4}-\d{2}-\d{2}-(.+)\.mdx$/.exec(path.basename(file))?.[1];
    let out = source;
    if (parsed.data.slug === undefined && fileSlug) out = source.replace(/^---\r?\n/, `---\nslug: ${fileSlug}\n`);
    fs.writeFileSync(path.join(to, file), convertMdx(out));
    posts++;
  }
  const authorsFile = path.join(from, 'authors.json');
  if (fs.existsSync(authorsFile)) {
    const authors = JSON.parse(fs.readFileSync(authorsFile, 'utf8')) as Record<string, Record<string, string>>;
    fs.writeFileSync(path.join(to, 'authors.yml'), yaml.dump(authors, { lineWidth: -1 }));
  }
  return posts;
}
