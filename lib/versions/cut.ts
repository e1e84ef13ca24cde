import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../utils/errors';
import { pinnedApiId, unsafeVersionName, VERSIONS_DIR, versionDocsDir, versionOpenapiDir } from './layout';

/** What cutting a version wrote. */
export interface CutResult {
  docs: number;
  /** The API ids whose documents were pinned. */
  apis: string[];
}

interface RawConfig {
  docs: { routeBasePath?: string; versions: Record<string, { label: string }> };
  i18n?: { locales?: string[] };
  apis?: { id: string; file: string }[];
}

const CONFIG = 'content/site.config.json';
const TEXT_FILE = /\.(mdx?|json)$/;

/** Escapes a string for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The link targets of the docs' Markdown and JSX: `](/x` and `href="/x`, `to="/x"`. */
const linkTarget = (route: string) =>
  new RegExp(`(\\]\\(|(?:href|to)=["'{\`]*)${literal(route)}(?=[/)#?"'\`\\s]|$)`, 'g');

/**
 * `npm run docs:version -- <name>`: snapshots content/docs (with its `_meta.json`) into
 * content/versions/<name>/docs, with its links to the docs and to the references it links to
 * pointing into the version, copies those references' OpenAPI documents into
 * content/versions/<name>/openapi, and adds the version to `docs.versions`. Checks everything
 * first: a bad name or a version that exists changes nothing.
 */
export function cutVersion(root: string, name: string): CutResult {
  const unsafe = unsafeVersionName(name);
  if (unsafe) throw new ContentError(CONFIG, [`docs.versions: cannot cut the version: ${unsafe}`]);
  const configFile = path.join(root, CONFIG);
  const text = fs.readFileSync(configFile, 'utf8');
  const config = JSON.parse(text) as RawConfig;
  const base = config.docs.routeBasePath ?? 'docs';
  const apis = config.apis ?? [];
  const problems: string[] = [];
  if (Object.hasOwn(config.docs.versions, name) || fs.existsSync(path.join(root, VERSIONS_DIR, name)))
    problems.push(
      `docs.versions: version "${name}" already exists (in the configuration or as ${VERSIONS_DIR}/${name}); ` +
        'expected a new version name',
    );
  if (fs.existsSync(path.join(root, 'content/docs', name)))
    problems.push(`docs.versions: "${name}" collides with the docs folder content/docs/${name}`);
  if (apis.some((api) => api.id === name))
    problems.push(`docs.versions: "${name}" collides with the API reference id "${name}"`);
  if (config.i18n?.locales?.includes(name))
    problems.push(`docs.versions: "${name}" collides with the locale "${name}" (i18n.locales)`);
  if (problems.length > 0) throw new ContentError(CONFIG, problems);

  const docsDir = path.join(root, 'content/docs');
  const filesOf = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      : [];
  const files = filesOf(docsDir);
  const texts = new Map(
    files.filter((f) => TEXT_FILE.test(f)).map((f) => [f, fs.readFileSync(path.join(docsDir, f), 'utf8')]),
  );
  // Each locale's translated docs are cut with them (content/i18n/<locale>/docs → <version>/i18n/<locale>/docs).
  const i18nDir = path.join(root, 'content/i18n');
  const localeDocs = (fs.existsSync(i18nDir) ? fs.readdirSync(i18nDir) : [])
    .map((locale) => ({ locale, dir: path.join(i18nDir, locale, 'docs') }))
    .filter(({ dir }) => fs.existsSync(dir));
  const all = [...texts.values()].join('\n');
  const pinned = apis.filter((api) => linkTarget(`/api/${api.id}`).test(all));
  const rewrite = (body: string, locale?: string) => {
    let out = body.replace(linkTarget(`/${base}`), (_m, lead: string) => `${lead}/${base}/${name}`);
    if (locale)
      out = out.replace(linkTarget(`/${locale}/${base}`), (_m, lead: string) => `${lead}/${locale}/${base}/${name}`);
    for (const api of pinned)
      out = out.replace(linkTarget(`/api/${api.id}`), (_m, lead: string) => `${lead}/api/${pinnedApiId(name, api.id)}`);
    return out;
  };

  // Written beside the target, then renamed: an interrupted cut leaves no half version.
  const staging = path.join(root, VERSIONS_DIR, `.${name}.partial`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const file of files) {
      const target = path.join(staging, 'docs', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const body = texts.get(file);
      if (body === undefined) fs.copyFileSync(path.join(docsDir, file), target);
      else fs.writeFileSync(target, /\.mdx?$/.test(file) ? rewrite(body) : body);
    }
    for (const { locale, dir } of localeDocs)
      for (const file of filesOf(dir)) {
        const target = path.join(staging, 'i18n', locale, 'docs', file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const body = fs.readFileSync(path.join(dir, file), 'utf8');
        fs.writeFileSync(target, /\.mdx?$/.test(file) ? rewrite(body, locale) : body);
      }
    for (const api of pinned) {
      const target = path.join(staging, 'openapi', `${api.id}${path.extname(api.file)}`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(root, api.file), target);
    }
    fs.renameSync(staging, path.join(root, VERSIONS_DIR, name));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  config.docs.versions = { ...config.docs.versions, [name]: { label: name } };
  fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  return { docs: files.filter((f) => /\.mdx?$/.test(f)).length, apis: pinned.map((api) => api.id) };
}

/** Where a cut version's files went, for the command's summary. */
export const cutSummary = (name: string, result: CutResult) =>
  `Cut docs version ${name}: ${result.docs} docs in ${versionDocsDir(name)}` +
  (result.apis.length ? `, ${result.apis.join(', ')} pinned in ${versionOpenapiDir(name)}` : '') +
  `; served at /docs/${name}/… (references at /api/${name}/<id>).`;
