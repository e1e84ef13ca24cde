import type { Heading, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { PostEntry } from '../blog/types';
import type { DocEntry, PageEntry } from '../content/types';
import { parseMarkdown } from '../markdown/parse';
import { markdownText, plainText, squash } from '../markdown/plain-text';
import { extractHeadings } from '../markdown/toc';
import { pageHref, type ReferenceLayout, type ReferencePage } from '../openapi/pages';
import { operationSearchRecords } from '../openapi/search';
import type { ApiReference } from '../openapi/types';
import { SIDEBAR_PARENT_CATEGORIES_INDEXED } from './constants.client';
import type { SearchRecord } from './types';

interface Section {
  id?: string;
  heading: string;
  depth: number;
  parts: string[];
}

/**
 * Splits a document at its h2 and h3 headings: the text before the first one, then one section
 * per heading, with the same anchor ids rehype-slug gives the rendered headings.
 */
function splitSections(tree: Root): Section[] {
  const ids = new Map<Heading, string>();
  const headings = extractHeadings(tree);
  let n = 0;
  visit(tree, 'heading', (node) => void ids.set(node, headings[n++].id));
  const sections: Section[] = [{ heading: '', depth: 1, parts: [] }];
  for (const node of tree.children as Nodes[]) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      sections.push({ id: ids.get(node), heading: squash(plainText(node)), depth: node.depth, parts: [] });
    } else {
      sections.at(-1)!.parts.push(plainText(node));
    }
  }
  return sections;
}

/**
 * A doc's records: the page (title, description, tags and keywords, the text before the first
 * section) and one record per h2/h3 section, whose parents are the page and the h2 it sits in.
 */
export function docRecords(
  doc: DocEntry,
  sidebarCategories: string[] = [],
  tree = parseMarkdown(doc.body, doc.filePath, doc.bodyLineOffset),
): SearchRecord[] {
  const { title, description, tags, keywords = [] } = doc.frontmatter;
  const [intro, ...sections] = splitSections(tree);
  const categories =
    SIDEBAR_PARENT_CATEGORIES_INDEXED > 0 ? sidebarCategories.slice(-SIDEBAR_PARENT_CATEGORIES_INDEXED) : [];
  const records: SearchRecord[] = [
    {
      kind: 'doc',
      url: doc.href,
      page: title,
      title,
      content: squash([description ?? '', ...intro.parts].join(' ')),
      tags: [...tags, ...keywords],
      parents: categories,
    },
  ];
  let h2 = '';
  for (const section of sections) {
    if (section.depth === 2) h2 = section.heading;
    const parents = [...categories, ...(section.depth === 3 && h2 ? [h2] : [])];
    records.push({
      kind: 'doc',
      url: `${doc.href}#${section.id}`,
      page: title,
      title: section.heading,
      content: squash(section.parts.join(' ')),
      tags: [],
      parents,
    });
  }
  return records;
}

/** A page indexed whole (a post, a standalone page): title, then description and text. */
function wholeRecord(
  kind: 'blog' | 'page',
  url: string,
  frontmatter: { title: string; description?: string },
  tree: ReturnType<typeof parseMarkdown>,
  tags: string[],
  parents: string[],
): SearchRecord {
  const { title, description } = frontmatter;
  return { kind, url, page: title, title, content: squash(`${description ?? ''} ${plainText(tree)}`), tags, parents };
}

/** A blog post as one record; its tags are indexed as tags. */
export function postRecord(
  post: PostEntry,
  tree = parseMarkdown(post.body, post.filePath, post.bodyLineOffset),
): SearchRecord {
  const { tags, keywords = [] } = post.frontmatter;
  return wholeRecord('blog', post.href, post.frontmatter, tree, [...tags, ...keywords], ['Blog']);
}

/** A standalone page as one record. */
export function pageRecord(
  page: PageEntry,
  tree = parseMarkdown(page.body, page.filePath, page.bodyLineOffset),
): SearchRecord {
  return wholeRecord('page', page.href, page.frontmatter, tree, page.frontmatter.keywords ?? [], []);
}

/** An API reference's overview: its title and description, at its main page. */
export function apiOverviewRecord(model: ApiReference, url: string): SearchRecord {
  return {
    kind: 'api',
    url,
    page: model.title,
    title: model.title,
    content: markdownText(model.description ?? ''),
    tags: [],
    parents: [],
  };
}

/**
 * A page of a split reference: the first page of a tag is a record (the tag's description); the
 * further parts of a large tag and the Schemas pages have none of their own (their operations do).
 */
export function apiSplitPageRecords(model: ApiReference, page: ReferencePage): SearchRecord[] {
  if (!page.tags.length || page.range?.[0]) return [];
  const tag = model.tags.find((t) => t.name === page.tags[0]);
  return [
    {
      kind: 'api',
      url: pageHref(model.id, page.slug),
      page: model.title,
      title: tag?.name ?? page.title,
      content: markdownText(tag?.description ?? ''),
      tags: [],
      parents: [model.title],
    },
  ];
}

/** A reference's operations, each leading to its anchor on the page that holds it. */
export function apiOperationRecords(model: ApiReference, url: string, layout?: ReferenceLayout): SearchRecord[] {
  return operationSearchRecords(model, (id) => layout?.operationHref[id] ?? url).map(
    (op): SearchRecord => ({
      kind: 'api',
      url: op.url,
      page: model.title,
      title: op.title,
      content: squash(
        `${op.method} ${op.path} ${op.operationId} ${markdownText(op.description)} ${op.parameters.join(' ')}`,
      ),
      tags: [op.tag],
      parents: [model.title],
    }),
  );
}
