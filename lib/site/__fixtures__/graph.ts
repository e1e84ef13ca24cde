import path from 'node:path';
import raw from '../../../content/site.config.json';
import { loadPosts } from '../../blog/load';
import { parseSiteConfig } from '../../config/parse';
import { loadDocs, loadMetaFiles, loadPages } from '../../content/load';
import { buildContentGraph, type ContentGraph } from '../graph';

const root = path.join(import.meta.dirname, '../../content/__fixtures__/site');
const blogRoot = path.join(import.meta.dirname, '../../blog/__fixtures__/ok');

/** The fixture site with drafts, its blog and one reference, two posts a list page. */
export function fixtureGraph(): ContentGraph {
  const config = structuredClone(raw) as Record<string, any>;
  config.apis = [{ id: 'content', title: 'Content API', navLabel: 'Content', file: 'openapi/content.yaml' }];
  config.blog = { ...config.blog, title: 'Blog', description: 'News.', postsPerPage: 2 };
  return buildContentGraph({
    root,
    config: parseSiteConfig(config),
    docs: loadDocs({ root, includeDrafts: true }),
    metas: loadMetaFiles({ root }),
    versions: [],
    pages: loadPages({ root, includeDrafts: true }),
    posts: loadPosts({ root: blogRoot, includeDrafts: true }),
    authors: new Map(),
    publicFiles: [],
    includeDrafts: true,
    apis: async () => [],
  });
}
