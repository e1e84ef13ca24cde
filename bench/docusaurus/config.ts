/**
 * docusaurus.config.js and the two source files the Docusaurus site needs beyond our content: the
 * home page (the same hero links and cards as ours) and the MDXComponents swizzle that makes Tabs
 * and TabItem available without import lines.
 */

export interface SiteConfig {
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
  navbar: {
    title: string;
    logo: { alt: string; src: string; width?: number; height?: number };
    hideOnScroll?: boolean;
    items: Array<Record<string, unknown>>;
  };
  footer: { style: string; copyright: string };
  blog: { title: string; description: string; postsPerPage: number; sidebarCount: number };
  announcementBar?: { id: string; content: string; isCloseable: boolean };
}

/**
 * How Docusaurus bundles: `faster` is the 3.10 template's default (`future.v4` with Docusaurus
 * Faster: Rspack, SWC, Lightning CSS, worker threads for the static generation, Rspack's persistent
 * cache); `webpack` the bundler before it (webpack, Babel, Terser), kept for the record.
 */
export type Bundler = 'faster' | 'webpack';
const BUNDLERS: readonly Bundler[] = ['faster', 'webpack'];

/** `--bundler=faster` or `--bundler=webpack` builds with that one only; both by default. */
export function parseBundlers(argv: readonly string[]): Bundler[] {
  const chosen = argv.find((arg) => arg.startsWith('--bundler='))?.slice('--bundler='.length);
  if (chosen === undefined) return [...BUNDLERS];
  if (!BUNDLERS.includes(chosen as Bundler))
    throw new Error(`bench:docusaurus: --bundler=${chosen}: expected one of ${BUNDLERS.join(', ')}`);
  return [chosen as Bundler];
}

export function docusaurusConfig(site: SiteConfig, bundler: Bundler = 'faster'): string {
  const navItems = site.navbar.items.map(({ type, ...item }) => (type === 'link' ? item : { type, ...item }));
  const config = {
    title: site.title,
    tagline: site.tagline,
    favicon: 'img/favicon.png',
    url: site.url,
    baseUrl: '/',
    trailingSlash: site.trailingSlash,
    noIndex: site.noIndex ?? false,
    // As the 3.10 template: `v4: true` turns Faster on by default (it needs @docusaurus/faster,
    // site-package/); `faster: false` turns every Faster option off. (3.10 renamed `experimental_faster`.)
    future: bundler === 'faster' ? { v4: true } : { v4: true, faster: false },
    onBrokenLinks: 'throw',
    // Redoc's anchors are #operation/<id>, not /api/<id>#<operationId> as our links write them.
    onBrokenAnchors: 'warn',
    markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
    i18n: {
      defaultLocale: site.i18n.defaultLocale,
      locales: site.i18n.locales,
      localeConfigs: Object.fromEntries(
        Object.entries(site.i18n.localeLabels ?? {}).map(([locale, label]) => [locale, { label }]),
      ),
    },
    presets: [
      [
        'classic',
        {
          docs: {
            routeBasePath: site.docs.routeBasePath,
            sidebarPath: './sidebars.js',
            lastVersion: site.docs.lastVersion,
            versions: site.docs.versions,
          },
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
          ...(site.analytics?.gtagTrackingId
            ? { gtag: { trackingID: site.analytics.gtagTrackingId, anonymizeIP: true } }
            : {}),
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
        {
          hashed: true,
          language: ['en'],
          docsRouteBasePath: site.docs.routeBasePath,
          indexDocs: true,
          indexBlog: true,
          indexPages: true,
          highlightSearchTermsOnTargetPage: true,
        },
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

export const HOME_PAGE = `import React from 'react';
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

/**
 * Tabs and TabItem in every MDX file without import lines (our content has none), and stand-ins
 * for our other MDX components (CONTRIBUTING.md's table) built from Infima's classes: Docusaurus
 * has no Steps, Cards, Accordion, FileTree or Badge of its own.
 */
export const MDX_COMPONENTS = `// Written by bench/docusaurus.ts: our MDX components, without import lines in the content.
import React from 'react';
import Link from '@docusaurus/Link';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

const Steps = ({ children }) => <div className="steps">{children}</div>;
const Cards = ({ children }) => <div className="row">{children}</div>;
const Card = ({ title, href, description, children }) => {
  const body = (<><h3>{title}</h3>{description ? <p>{description}</p> : null}{children}</>);
  return <div className="col col--6 margin-bottom--lg">{href ? <Link className="card padding--lg" to={href}>{body}</Link> : <div className="card padding--lg">{body}</div>}</div>;
};
const Accordion = ({ title, id, open, children }) => <details id={id} open={open !== undefined && open !== 'false'}><summary>{title}</summary>{children}</details>;
const FileTree = ({ children }) => <div className="file-tree">{children}</div>;
const Badge = ({ variant = 'note', text, children }) => <span className={'badge badge--' + ({ note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger' }[variant] ?? 'secondary')}>{text ?? children}</span>;

export default { ...MDXComponents, Tabs, TabItem, Steps, Cards, Card, Accordion, FileTree, Badge };
`;
