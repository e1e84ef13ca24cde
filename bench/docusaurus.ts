/**
 * The build-time yardstick: this site's content built by the kind of system it replaced, a
 * Docusaurus 3 site (classic preset: docs, blog and pages; @easyops-cn/docusaurus-search-local,
 * which builds its index at build time; both OpenAPI references rendered with Redoc through
 * redocusaurus), written under .bench/docusaurus like the empty Next.js app of bench:baseline.
 * The budget: our clean build takes at most 2x this one's, measured side by side on one machine.
 *
 * Docusaurus and its plugins are installed from npm into .bench/docusaurus with their own
 * package.json (exact versions below) and reused while that package.json is unchanged; the site
 * files are rewritten on every run; only the clean `docusaurus build` is timed (build/,
 * .docusaurus/ and node_modules/.cache removed first).
 *
 * What the content needs converting (see convertMdx and writeSite):
 * - `<Tab label="x">` becomes `<TabItem value="x" label="x">`; Tabs and TabItem are registered
 *   for every MDX file through the MDXComponents swizzle, so no import lines are added.
 * - `_meta.json` becomes `_category_.json` (label, position, collapsible, collapsed).
 * - authors.json becomes blog/authors.yml (same keys: name, title, image_url, url).
 * - Blog posts get `slug:` from their file name (our /blog/<slug> routes; Docusaurus would use
 *   /blog/YYYY/MM/DD/<slug>). Every other frontmatter key we allow is a Docusaurus key already.
 * - Admonitions (`:::note`, `:::warning[Title]`), `{/* truncate *\/}`, code titles and line
 *   highlights are the same syntax in both.
 * Docusaurus does not reject unknown frontmatter keys (validateFrontMatter allows them); it type-checks
 * the keys it knows, which are the ones our schemas allow.
 * Links: /docs/... (headings' anchors included: both slug headings with github-slugger) and
 * /blog/<slug> resolve as they are (onBrokenLinks: 'throw'). Redoc's anchors are
 * #operation/<operationId>, not our /api/<id>#<operationId>, so onBrokenAnchors is 'warn' (the
 * build lists those 14 links of profiles-api.mdx as broken anchors and passes).
 *
 * CLI: `npm run bench:docusaurus` (tsx bench/docusaurus.ts) prints the figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import matter from 'gray-matter';
import { heroLinks, homeCards } from '../lib/site/home';

export const DOCUSAURUS_DIR = path.resolve('.bench/docusaurus');

/** Exact versions, as resolved from the registry when this benchmark was written. */
export const DOCUSAURUS_PACKAGES: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@easyops-cn/docusaurus-search-local': '0.55.3',
  '@mdx-js/react': '3.1.1',
  clsx: '2.1.1',
  'prism-react-renderer': '2.4.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
  redocusaurus: '2.5.2',
};

type Stdio = 'inherit' | 'ignore';
interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  brandColor: string;
  trailingSlash: boolean;
  noIndex?: boolean;
  i18n: { defaultLocale: string; locales: string[]; localeLabels?: Record<string, string> };
  docs: { routeBasePath: string; versions?: Record<string, { label: string }>; lastVersion?: string };
  analytics?: { gtagTrackingId?: string };
  colorMode: Record<string, unknown>;
  navbar: { title: string; logo: { alt: string; src: string; width?: number; height?: number }; hideOnScroll?: boolean; items: Array<Record<string, unknown>> };
  footer: { style: string; copyright: string };
  blog: { title: string; description: string; postsPerPage: number; sidebarCount: number };
  announcementBar?: { id: string; content: string; isCloseable: boolean };
}

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'acme-docs-docusaurus-bench',
    private: true,
    scripts: { build: 'docusaurus build' },
    dependencies: DOCUSAURUS_PACKAGES,
    browserslist: {
      production: ['>0.5%', 'not dead', 'not op_mini all'],
      development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
    },
    engines: { node: '>=20.0' },
  },
  null,
  2,
)}\n`;

/** Where a successful install records the package.json it installed. */
const INSTALL_STAMP = 'node_modules/.bench-installed-package.json';

function run(command: string, args: string[], cwd: string, stdio: Stdio): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', stdio, 'inherit'] });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Installs the Docusaurus packages once; later runs reuse node_modules while package.json is unchanged. */
async function install(dir: string, stdio: Stdio): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = path.join(dir, INSTALL_STAMP);
  const installed = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === PACKAGE_JSON && fs.existsSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'));
  fs.writeFileSync(path.join(dir, 'package.json'), PACKAGE_JSON);
  if (installed) return;
  fs.rmSync(stamp, { force: true });
  console.error(`Installing Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} and its plugins into ${path.relative(process.cwd(), dir)} (once; not timed)…`);
  let code: number;
  try {
    code = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, stdio);
  } catch (error) {
    throw new Error(`bench:docusaurus: could not run npm install in ${dir}: ${(error as Error).message}`);
  }
  if (code !== 0) {
    throw new Error(
      `bench:docusaurus: npm install in ${dir} failed (exit ${code}), so there is no Docusaurus to build with. ` +
        'Check that the npm registry is reachable and that these exact versions exist: ' +
        Object.entries(DOCUSAURUS_PACKAGES).map(([name, version]) => `${name}@${version}`).join(', '),
    );
  }
  for (const name of Object.keys(DOCUSAURUS_PACKAGES)) {
    if (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) throw new Error(`bench:docusaurus: npm install in ${dir} finished but ${name} is missing from node_modules`);
  }
  fs.writeFileSync(stamp, PACKAGE_JSON);
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

function listFiles(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ext))
    .sort();
}

/** Copies content/docs: MDX converted, _meta.json → _category_.json. Returns the number of docs. */
function writeDocs(from: string, to: string): number {
  let docs = 0;
  for (const file of listFiles(from, '.mdx')) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.writeFileSync(path.join(to, file), convertMdx(fs.readFileSync(path.join(from, file), 'utf8')));
    docs++;
  }
  for (const file of listFiles(from, '_meta.json')) {
    const meta = JSON.parse(fs.readFileSync(path.join(from, file), 'utf8')) as { label: string; position?: number; collapsible?: boolean; collapsed?: boolean };
    // Our defaults (lib/content/schema.ts): collapsible true, collapsed false.
    const category = { label: meta.label, position: meta.position, collapsible: meta.collapsible ?? true, collapsed: meta.collapsed ?? false };
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.writeFileSync(path.join(to, path.dirname(file), '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  }
  return docs;
}

/** Copies content/blog: slug from the file name, authors.json → authors.yml. Returns the number of posts. */
function writeBlog(from: string, to: string): number {
  fs.mkdirSync(to, { recursive: true });
  let posts = 0;
  for (const file of listFiles(from, '.mdx')) {
    const source = fs.readFileSync(path.join(from, file), 'utf8');
    const parsed = matter(source);
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

function docusaurusConfig(site: SiteConfig): string {
  const navItems = site.navbar.items.map(({ type, ...item }) => (type === 'link' ? item : { type, ...item }));
  const config = {
    title: site.title,
    tagline: site.tagline,
    favicon: 'img/favicon.png',
    url: site.url,
    baseUrl: '/',
    trailingSlash: site.trailingSlash,
    noIndex: site.noIndex ?? false,
    onBrokenLinks: 'throw',
    // Redoc's anchors are #operation/<id>, not /api/<id>#<operationId> as our links write them.
    onBrokenAnchors: 'warn',
    markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
    i18n: { defaultLocale: site.i18n.defaultLocale, locales: site.i18n.locales, localeConfigs: Object.fromEntries(Object.entries(site.i18n.localeLabels ?? {}).map(([locale, label]) => [locale, { label }])) },
    presets: [
      [
        'classic',
        {
          docs: { routeBasePath: site.docs.routeBasePath, sidebarPath: './sidebars.js', lastVersion: site.docs.lastVersion, versions: site.docs.versions },
          blog: {
            path: 'blog',
            blogTitle: site.blog.title,
            blogDescription: site.blog.description,
            postsPerPage: site.blog.postsPerPage,
            blogSidebarCount: site.blog.sidebarCount,
            showReadingTime: true,
            feedOptions: { type: ['rss', 'atom'], xslt: false },
            onInlineTags: 'ignore',
            onInlineAuthors: 'throw',
            onUntruncatedBlogPosts: 'warn',
          },
          pages: {},
          theme: { customCss: './src/css/custom.css' },
          ...(site.analytics?.gtagTrackingId ? { gtag: { trackingID: site.analytics.gtagTrackingId, anonymizeIP: true } } : {}),
        },
      ],
      [
        'redocusaurus',
        {
          specs: [
            { id: 'content', spec: 'openapi/content.yaml', route: '/api/content' },
            { id: 'profiles', spec: 'openapi/profiles.yaml', route: '/api/profiles' },
          ],
          theme: { primaryColor: site.brandColor },
        },
      ],
    ],
    themes: [
      [
        '@easyops-cn/docusaurus-search-local',
        { hashed: true, language: ['en'], docsRouteBasePath: site.docs.routeBasePath, indexDocs: true, indexBlog: true, indexPages: true, highlightSearchTermsOnTargetPage: true },
      ],
    ],
    themeConfig: {
      colorMode: site.colorMode,
      ...(site.announcementBar ? { announcementBar: site.announcementBar } : {}),
      navbar: {
        title: site.navbar.title,
        hideOnScroll: site.navbar.hideOnScroll ?? false,
        logo: { ...site.navbar.logo, src: site.navbar.logo.src.replace(/^\//, '') },
        items: [...navItems, { to: '/blog', label: 'Blog', position: 'left' }],
      },
      footer: { style: site.footer.style, copyright: site.footer.copyright },
      docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
      prism: { additionalLanguages: ['bash', 'docker', 'css'] },
    },
  };
  return `// Written by bench/docusaurus.ts from content/site.config.json.\n/** @type {import('@docusaurus/types').Config} */\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

const HOME_PAGE = `import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const heroLinks = HERO_LINKS;
const homeCards = HOME_CARDS;

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <div>
            {heroLinks.map((link) => (
              <Link key={link.href} className={'button button--lg margin--xs ' + (link.primary ? 'button--secondary' : 'button--outline button--secondary')} to={link.href}>
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          {homeCards.map((card) => (
            <div key={card.href} className="col col--4 margin-bottom--lg">
              <Link className="card padding--lg" to={card.href}>
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </Link>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}
`;

const MDX_COMPONENTS = `// Tabs and TabItem in every MDX file without import lines (our content has none).
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default { ...MDXComponents, Tabs, TabItem };
`;

/** Writes the site (everything but node_modules) from content/, openapi/ and public/img. */
function writeSite(dir: string, root: string): { docs: number; posts: number } {
  for (const entry of ['docs', 'blog', 'src', 'static', 'openapi', 'docusaurus.config.js', 'sidebars.js']) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site.config.json'), 'utf8')) as SiteConfig;
  const docs = writeDocs(path.join(root, 'content/docs'), path.join(dir, 'docs'));
  const posts = writeBlog(path.join(root, 'content/blog'), path.join(dir, 'blog'));
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  for (const file of listFiles(path.join(root, 'content/pages'), '.mdx')) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src/pages', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/pages', file), convertMdx(fs.readFileSync(path.join(root, 'content/pages', file), 'utf8')));
  }
  fs.writeFileSync(path.join(dir, 'src/pages/index.js'), HOME_PAGE.replace('HERO_LINKS', JSON.stringify(heroLinks)).replace('HOME_CARDS', JSON.stringify(homeCards)));
  fs.mkdirSync(path.join(dir, 'src/theme'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/theme/MDXComponents.js'), MDX_COMPONENTS);
  fs.mkdirSync(path.join(dir, 'src/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/css/custom.css'), `:root {\n  --ifm-color-primary: ${site.brandColor};\n  --ifm-code-font-size: 95%;\n}\n`);
  fs.cpSync(path.join(root, 'public/img'), path.join(dir, 'static/img'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'openapi'), { recursive: true });
  for (const spec of ['content.yaml', 'profiles.yaml']) fs.copyFileSync(path.join(root, 'openapi', spec), path.join(dir, 'openapi', spec));
  fs.writeFileSync(path.join(dir, 'sidebars.js'), `export default { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`);
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), docusaurusConfig(site));
  return { docs, posts };
}

/**
 * Writes the Docusaurus 3 version of this site under .bench/docusaurus, installs Docusaurus there if
 * needed (not timed), then times a clean `docusaurus build` (wall clock).
 */
export async function buildDocusaurusSite(options: { stdio?: Stdio } = {}): Promise<{ cleanMs: number; docs: number; posts: number }> {
  const stdio = options.stdio ?? 'inherit';
  const root = path.resolve('.');
  const dir = DOCUSAURUS_DIR;
  const release = lock(dir);
  try {
    await install(dir, stdio);
    const { docs, posts } = writeSite(dir, root);
    for (const entry of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    const bin = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const start = performance.now();
    const code = await run(process.execPath, [bin, 'build'], dir, stdio);
    const cleanMs = Math.round(performance.now() - start);
    if (code !== 0) throw new Error(`bench:docusaurus: docusaurus build in ${dir} failed (exit ${code})`);
    return { cleanMs, docs, posts };
  } finally {
    release();
  }
}

/**
 * One run at a time in .bench/docusaurus: a second run would delete the first one's build/ and
 * .docusaurus/ under it (and both timings would be of two builds sharing the cores).
 */
function lock(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && isAlive(pid)) throw new Error(`bench:docusaurus: another run (pid ${pid}) is using ${dir}; wait for it to finish (or remove ${file} if that process is not this benchmark)`);
      fs.rmSync(file, { force: true }); // left by a run that was killed
    }
  }
  const release = () => fs.rmSync(file, { force: true });
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildDocusaurusSite()
    .then(({ cleanMs, docs, posts }) => {
      console.log(`Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} clean build of the same site (${docs} docs, ${posts} posts, 1 page, 2 API references): ${(cleanMs / 1000).toFixed(1)} s`);
      console.log(`Budget for our clean build (2x): ${((2 * cleanMs) / 1000).toFixed(1)} s`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
