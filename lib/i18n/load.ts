import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadPosts } from '../blog/load';
import type { Author } from '../blog/schema';
import type { PostEntry } from '../blog/types';
import type { ParsedSiteConfig } from '../config/parse';
import { loadDocs, loadMetaFiles, loadPages, readContentFile } from '../content/load';
import { parseJsonFile } from '../content/parse';
import type { DocEntry, MetaEntry, PageEntry } from '../content/types';
import { ContentError } from '../utils/errors';
import { type Locale, localeRoute, siteLocales } from './locales';

/** Where translations live: `content/i18n/<locale>/` mirrors `content/`. */
const I18N_DIR = 'content/i18n';

/** The translated text of the home page (`content/i18n/<locale>/home.json`), each key optional. */
const HomeFileSchema = z
  .object({ title: z.string().min(1).optional(), tagline: z.string().min(1).optional() })
  .strict();
type HomeText = z.output<typeof HomeFileSchema>;

/**
 * One locale other than the default: every page of the default locale once, each translated or
 * standing in for its translation (`fallback`), at the locale's routes, in the default locale's order.
 */
export interface LocaleSources {
  locale: Locale;
  docs: DocEntry[];
  /** The default locale's `_meta.json` files, with the translated labels where a translation has them. */
  metas: MetaEntry[];
  pages: PageEntry[];
  /** Newest first, as the default locale's. */
  posts: PostEntry[];
  home: HomeText;
  /** Each cut docs version's docs in this locale (`/fr/docs/3.2/…`), translated as cut or falling back. */
  versions: LocaleVersion[];
}

/** A cut docs version in a locale. */
interface LocaleVersion {
  name: string;
  docs: DocEntry[];
  metas: MetaEntry[];
}

/** The default locale's content, which every locale mirrors. */
export interface DefaultContent {
  docs: DocEntry[];
  metas: MetaEntry[];
  pages: PageEntry[];
  posts: PostEntry[];
  authors: Map<string, Author>;
  /** The cut docs versions (a locale code must name none): their docs, which each locale mirrors too. */
  versions: ReadonlyArray<{ name: string; docs: DocEntry[]; metas: MetaEntry[] }>;
}

const folderOf = (code: string) => `${I18N_DIR}/${code}`;

/**
 * The configuration's locales checked against the content: every folder of content/i18n is a
 * configured locale, and no locale code is also a first route segment of something else (a docs
 * folder, an API id, a version name, a standalone page, a route of the app).
 */
function localeErrors(root: string, config: ParsedSiteConfig, content: DefaultContent): string[] {
  const locales = siteLocales(config.i18n).filter((l) => !l.isDefault);
  const errors: string[] = [];
  const dir = path.join(root, I18N_DIR);
  const folders = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()) : [];
  // The default locale's folder may hold its interface strings (ui.json); its pages are content/'s.
  for (const folder of folders)
    if (folder.name !== config.i18n.defaultLocale && !locales.some((l) => l.code === folder.name))
      errors.push(
        `${folderOf(folder.name)}/: not a configured locale (expected one of i18n.locales in content/site.config.json: ` +
          `${locales.map((l) => l.code).join(', ') || 'none besides the default'}; add "${folder.name}" there or remove the folder)`,
      );
  const taken = new Map<string, string>([
    [config.docs.routeBasePath, 'the docs route'],
    ['blog', 'the blog route'],
    ['api', 'the API route'],
    // The app's other first segments (app/): preview images, KaTeX and mermaid assets, Try it, development routes.
    ...['og', 'katex', 'mermaid', 'try-it', 'dev', 'bad-request', 'e2e-only'].map(
      (route) => [route, `the app route /${route}`] as [string, string],
    ),
  ]);
  for (const doc of content.docs) {
    const top = doc.id.split('/')[0];
    if (doc.dir) taken.set(top, `the docs folder content/docs/${top}/`);
  }
  for (const api of config.apis) taken.set(api.id.split('/')[0], `the API id "${api.id}"`);
  for (const { name } of content.versions) taken.set(name, `the docs version "${name}"`);
  for (const page of content.pages) taken.set(page.slug, `the standalone page ${page.filePath}`);
  config.i18n.locales.forEach((code, i) => {
    const what = taken.get(code);
    if (what && code !== config.i18n.defaultLocale)
      errors.push(`i18n.locales[${i}]: "${code}" collides with ${what} (a locale code is a URL segment: rename one)`);
  });
  return errors.map((e) => (e.startsWith('i18n.') ? `content/site.config.json: ${e}` : e));
}

/** A translation's file name relative to its folder, and the default locale's file it must mirror. */
function orphanError(file: string, source: string): string {
  return `${file}: no source ${source} in the default locale (a translation mirrors content/: rename it to match a page, or remove it)`;
}

/**
 * Reads every locale's translations and builds its pages: the translation where there is one, else
 * the default locale's page as a fallback at the locale's route. A translation with no source fails.
 */
export function loadLocales(
  root: string,
  config: ParsedSiteConfig,
  content: DefaultContent,
  options: { includeDrafts: boolean; keepBroken: boolean },
): LocaleSources[] {
  const locales = siteLocales(config.i18n).filter((l) => !l.isDefault);
  if (locales.length === 0) return [];
  const problems = localeErrors(root, config, content);
  if (problems.length > 0) throw new ContentError(`${I18N_DIR}/`, problems);
  const base = config.docs.routeBasePath;
  return locales.map((locale): LocaleSources => {
    const folder = folderOf(locale.code);
    const load = { root, includeDrafts: options.includeDrafts, keepBroken: options.keepBroken };
    const errors: string[] = [];

    /** A docs folder in this locale: its translations over the default locale's docs and `_meta.json` files. */
    const docsOf = (
      original: { docs: DocEntry[]; metas: MetaEntry[]; dir: string; version?: string },
      translationsDir: string,
      basePath: string,
    ) => {
      const translatedDocs = new Map(
        loadDocs({ ...load, docsDir: translationsDir, basePath, version: original.version }).map((d) => [d.id, d]),
      );
      const englishDocs = new Set(original.docs.map((d) => d.id));
      for (const doc of translatedDocs.values())
        if (!englishDocs.has(doc.id)) errors.push(orphanError(doc.filePath, `${original.dir}/${doc.id}.mdx`));
      const docs = original.docs.map((doc): DocEntry => {
        const translated = translatedDocs.get(doc.id);
        const mark = { locale: locale.code, original: doc.href };
        if (!translated) return { ...doc, ...mark, href: localeRoute(doc.href, locale), fallback: true };
        // The sidebar's order is the original's unless the translation sets its own.
        const position = translated.frontmatter.sidebar_position ?? doc.frontmatter.sidebar_position;
        return { ...translated, ...mark, frontmatter: { ...translated.frontmatter, sidebar_position: position } };
      });
      const translatedMetas = new Map(loadMetaFiles({ ...load, docsDir: translationsDir }).map((m) => [m.dir, m]));
      const englishDirs = new Set(original.metas.map((m) => m.dir));
      for (const meta of translatedMetas.values())
        if (!englishDirs.has(meta.dir))
          errors.push(orphanError(meta.filePath, `${original.dir}/${meta.dir}/_meta.json`));
      const metas = original.metas.map((meta) => {
        const translated = translatedMetas.get(meta.dir);
        return translated ? { ...meta, meta: { ...meta.meta, label: translated.meta.label } } : meta;
      });
      return { docs, metas };
    };
    const { docs, metas } = docsOf(
      { docs: content.docs, metas: content.metas, dir: 'content/docs' },
      `${folder}/docs`,
      `${locale.code}/${base}`,
    );
    // A cut version's translations were cut with it (lib/versions/cut.ts): content/versions/<v>/i18n/<locale>/docs.
    const versions = content.versions.map((version) => ({
      name: version.name,
      ...docsOf(
        { ...version, dir: `content/versions/${version.name}/docs`, version: version.name },
        `content/versions/${version.name}/i18n/${locale.code}/docs`,
        `${locale.code}/${base}/${version.name}`,
      ),
    }));

    const translatedPages = new Map(
      loadPages({ ...load, pagesDir: `${folder}/pages`, pagesPrefix: locale.prefix }).map((p) => [p.slug, p]),
    );
    const englishPages = new Set(content.pages.map((p) => p.slug));
    for (const page of translatedPages.values())
      if (!englishPages.has(page.slug)) errors.push(orphanError(page.filePath, `content/pages/${page.slug}.mdx`));
    const pages = content.pages.map((page): PageEntry => {
      const translated = translatedPages.get(page.slug);
      const mark = { locale: locale.code, original: page.href };
      return translated
        ? { ...translated, ...mark }
        : { ...page, ...mark, href: localeRoute(page.href, locale), fallback: true };
    });

    // A post's translation has the same file name: its date and slug are the original's.
    const fileName = (entry: { filePath: string }) => path.posix.basename(entry.filePath);
    const translatedPosts = new Map(
      loadPosts({ ...load, authors: content.authors, blogDir: `${folder}/blog`, prefix: locale.prefix }).map((p) => [
        fileName(p),
        p,
      ]),
    );
    const englishPosts = new Map(content.posts.map((p) => [fileName(p), p]));
    for (const [name, post] of translatedPosts)
      if (!englishPosts.has(name)) errors.push(orphanError(post.filePath, `content/blog/${name}`));
    const posts = content.posts.map((post): PostEntry => {
      const translated = translatedPosts.get(fileName(post));
      const mark = { locale: locale.code, original: post.href };
      return translated
        ? { ...translated, ...mark, slug: post.slug, date: post.date, href: localeRoute(post.href, locale) }
        : { ...post, ...mark, href: localeRoute(post.href, locale), fallback: true };
    });

    if (errors.length > 0) throw new ContentError(folder, errors);
    return { locale, docs, metas, pages, posts, home: loadHome(root, folder), versions };
  });
}

function loadHome(root: string, folder: string): HomeText {
  const file = path.join(root, folder, 'home.json');
  if (!fs.existsSync(file)) return {};
  const filePath = `${folder}/home.json`;
  return parseJsonFile(readContentFile(file, filePath), filePath, HomeFileSchema);
}
