import type { DocEntry, MetaEntry } from '../content/types';
import { buildSidebar } from '../navigation/tree';
import { flattenDocs } from '../navigation/walk.client';

/** One linked entry of llms.txt. */
interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsTxtInput {
  site: {
    /** Site title, the `#` heading. */
    title: string;
    /** The one-line summary, the `>` quote. */
    tagline: string;
    /** Site URL without a trailing slash. */
    url: string;
    /** Product name, for the introduction. */
    productName: string;
  };
  /** Published docs (no drafts), listed in sidebar order. */
  docs: DocEntry[];
  metas: MetaEntry[];
  /** The cut docs versions' published docs, each version in a section of its own after the current docs. */
  versions?: { label: string; docs: DocEntry[]; metas: MetaEntry[] }[];
  /** The API references, with their markdown routes (`/api/content.md`). */
  apiReferences: Array<{ title: string; href: string; description?: string }>;
  /** The MCP server agents can query instead of reading files: its endpoint and the page on connecting. */
  mcp?: { endpoint: string; guide?: string };
  /** Blog posts, newest first (HTML pages: optional reading). */
  posts: Array<{ title: string; href: string; description?: string }>;
}

/** The route of the markdown copy of a page: `/docs/a/b` → `/docs/a/b.md`. */
export const markdownHref = (href: string) => `${href.replace(/\/+$/, '') || '/index'}.md`;

/** One line of text: descriptions in a list item must not break the list. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Link text: brackets would end the link early. */
const linkText = (value: string) => oneLine(value).replace(/([[\]\\])/g, '\\$1');

function list(links: LlmsLink[]): string {
  return links
    .map((l) => `- [${linkText(l.title)}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`)
    .join('\n');
}

/** The MCP section's links: the endpoint, and the guide's Markdown copy when there is one. */
function mcpLinks(mcp: NonNullable<LlmsTxtInput['mcp']>, siteUrl: string): LlmsLink[] {
  return [
    {
      title: 'MCP endpoint',
      url: `${siteUrl}${mcp.endpoint}`,
      description:
        'Model Context Protocol server over Streamable HTTP, no sign-in: search the docs, read pages, ' +
        'look up API operations and check a request before sending it',
    },
    ...(mcp.guide ? [{ title: 'Connect an MCP client', url: `${siteUrl}${markdownHref(mcp.guide)}` }] : []),
  ];
}

/**
 * The site's /llms.txt (https://llmstxt.org): title, summary, a short orientation, then the docs in
 * sidebar order and the API references as links to their plain-markdown copies, and the blog posts
 * under "Optional" (readers with a small context can skip them). Pure.
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const { site } = input;
  const docLinks = (entries: DocEntry[], metas: MetaEntry[]) => {
    const byId = new Map(entries.map((d) => [d.id, d]));
    return flattenDocs(buildSidebar(entries, metas)).flatMap((item): LlmsLink[] => {
      const doc = byId.get(item.id);
      if (!doc) return [];
      return [
        {
          title: doc.frontmatter.title,
          url: `${site.url}${markdownHref(doc.href)}`,
          description: doc.frontmatter.description,
        },
      ];
    });
  };
  const docs = docLinks(input.docs, input.metas);
  const apis = input.apiReferences.map((a) => ({
    title: a.title,
    url: `${site.url}${a.href}`,
    description: a.description,
  }));
  const posts = input.posts.map((p) => ({ title: p.title, url: `${site.url}${p.href}`, description: p.description }));

  const sections = [
    `# ${oneLine(site.title)}`,
    `> ${oneLine(site.tagline)}`,
    `This is the developer documentation of ${site.productName}: guides for its SDKs and products, ` +
      'and references for its HTTP APIs. ' +
      'Every docs page and API reference listed below is plain Markdown; ' +
      'the same page without `.md` is the HTML version. ' +
      'Links inside the Markdown files point to the HTML pages.',
  ];
  if (docs.length) sections.push(`## Docs\n\n${list(docs)}`);
  for (const version of input.versions ?? []) {
    const links = docLinks(version.docs, version.metas);
    if (links.length) sections.push(`## Docs ${oneLine(version.label)} (older version)\n\n${list(links)}`);
  }
  if (apis.length) sections.push(`## API references\n\n${list(apis)}`);
  if (input.mcp) sections.push(`## MCP server\n\n${list(mcpLinks(input.mcp, site.url))}`);
  if (posts.length) sections.push(`## Optional\n\n${list(posts)}`);
  return `${sections.join('\n\n')}\n`;
}
