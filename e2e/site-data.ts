import { loadDocs, loadPages } from '../lib/content/load';

/** Docs and pages of the production build (no drafts), read with the site's own loader. */
export const docs = loadDocs({ includeDrafts: false });
export const pages = loadPages({ includeDrafts: false });

export const SITE_TITLE = 'Developer Documentation';
export const title = (page: string) => `${page} | ${SITE_TITLE}`;

/** The spec's route table: every route with its expected h1 and title. */
export const routeTable: Array<{ path: string; h1: string; title: string | RegExp }> = [
  { path: '/', h1: SITE_TITLE, title: `${SITE_TITLE} | Documentation for Acme's APIs and SDKs` },
  { path: '/api/content', h1: 'Acme Content API', title: 'Content API Reference | Developer Documentation' },
  { path: '/api/profiles', h1: 'Acme Profiles API', title: 'Profiles API Reference | Developer Documentation' },
  ...pages.map((p) => ({ path: p.href, h1: p.frontmatter.title, title: title(p.frontmatter.title) })),
  ...docs.map((d) => ({ path: d.href, h1: d.frontmatter.title, title: title(d.frontmatter.title) })),
];
