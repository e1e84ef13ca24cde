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
  /** What an agent needs before its first call: the full text's route and each API's tokens. */
  agents?: AgentNotes;
  /**
   * Each locale but the default (lib/i18n) with its translated pages only (its fallback pages are the
   * pages above): a section each, headed by the language's name.
   */
  translations?: LlmsTranslation[];
}

/** A locale's section of llms.txt. */
export interface LlmsTranslation {
  /** The locale's label (`Français`). */
  label: string;
  /** Its BCP 47 tag (`fr-FR`), also named in English (`French (France)`). */
  lang: string;
  /** Its translated current docs (their Markdown copies say their language), in the locale's sidebar order. */
  docs: DocEntry[];
  metas: MetaEntry[];
  /** Its translated posts (HTML pages). */
  posts: Array<{ title: string; href: string; description?: string }>;
}

/** The "For agents" section of llms.txt. */
interface AgentNotes {
  /** `/llms-full.txt`. */
  fullText: string;
  /** `/search-records.json`: every search record, for an agent that searches on its own. */
  searchRecords: string;
  /** Each API with its token schemes: `summary` says where the token goes, `description` which kind it is. */
  apis: Array<{ title: string; schemes: Array<{ key: string; summary: string; description?: string }> }>;
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

/** The first sentence of a text, on one line, without Markdown emphasis. */
const firstSentence = (text = '') =>
  (/^[\s\S]*?[.!?](\s|$)/.exec(oneLine(text))?.[0] ?? oneLine(text)).replace(/\*\*/g, '').trim();

/** The "For agents" section: the full text, each API's tokens and where they may go, search, the MCP server. */
function agentSection(notes: AgentNotes, siteUrl: string, mcp?: LlmsTxtInput['mcp']): string {
  const apis = notes.apis.map(
    (api) =>
      `- ${oneLine(api.title)} takes one of: ${api.schemes
        .map((s) => `${s.key} (${oneLine(s.summary)}${s.description ? `: ${firstSentence(s.description)}` : ''})`)
        .join('; ')}`,
  );
  return [
    '## For agents',
    [
      `- The whole documentation in one Markdown file: ${siteUrl}${notes.fullText} (every current docs page in ` +
        'sidebar order, then the API references, each section headed by its URL).',
      '- A docs page or API reference URL fetched with `Accept: text/markdown` answers its Markdown copy (the same as adding `.md`); blog posts and standalone pages have none.',
      ...apis,
      '- Private and read-write tokens belong on servers, never in browser code.',
      `- Search: every search record is at ${siteUrl}${notes.searchRecords}` +
        (mcp
          ? `; the MCP server's search_docs tool ranks them as the site's search box does (${siteUrl}${mcp.endpoint}).`
          : '.'),
    ].join('\n'),
  ].join('\n\n');
}

/** The name of a language in English (`French (France)` for `fr-FR`), or the tag when Intl does not know it. */
function languageName(lang: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** A locale's section: its language named, then its translated pages. */
function translationSection(locale: LlmsTranslation, links: LlmsLink[]): string {
  const name = languageName(locale.lang);
  return [
    `## ${oneLine(locale.label)} (${name}, ${locale.lang})`,
    `The pages translated into ${name}, at their own URLs. Every other page of this locale is the English page listed above.`,
    list(links),
  ].join('\n\n');
}

/** The docs in sidebar order (what llms.txt lists and llms-full.txt joins). */
export function sidebarOrder(entries: DocEntry[], metas: MetaEntry[]): DocEntry[] {
  const byId = new Map(entries.map((d) => [d.id, d]));
  return flattenDocs(buildSidebar(entries, metas)).flatMap((item) => byId.get(item.id) ?? []);
}

/**
 * The site's /llms.txt (https://llmstxt.org): title, summary, a short orientation, then the docs in
 * sidebar order and the API references as links to their plain-markdown copies, and the blog posts
 * under "Optional" (readers with a small context can skip them). Pure.
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const { site } = input;
  const docLinks = (entries: DocEntry[], metas: MetaEntry[]) =>
    sidebarOrder(entries, metas).map(
      (doc): LlmsLink => ({
        title: doc.frontmatter.title,
        url: `${site.url}${markdownHref(doc.href)}`,
        description: doc.frontmatter.description,
      }),
    );
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
  if (input.agents) sections.push(agentSection(input.agents, site.url, input.mcp));
  if (docs.length) sections.push(`## Docs\n\n${list(docs)}`);
  for (const version of input.versions ?? []) {
    const links = docLinks(version.docs, version.metas);
    if (links.length) sections.push(`## Docs ${oneLine(version.label)} (older version)\n\n${list(links)}`);
  }
  if (apis.length) sections.push(`## API references\n\n${list(apis)}`);
  if (input.mcp) sections.push(`## MCP server\n\n${list(mcpLinks(input.mcp, site.url))}`);
  for (const locale of input.translations ?? []) {
    const links = [
      ...docLinks(locale.docs, locale.metas),
      ...locale.posts.map((p) => ({ title: p.title, url: `${site.url}${p.href}`, description: p.description })),
    ];
    if (links.length) sections.push(translationSection(locale, links));
  }
  if (posts.length) sections.push(`## Optional\n\n${list(posts)}`);
  return `${sections.join('\n\n')}\n`;
}
