import type { BlockContent, Blockquote, Code, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { readerCode } from './code-notation';
import { resolveMarkdownLink } from './link-check';
import { parseMarkdown } from './parse';
import { ADMONITION_TYPES } from './remark-admonitions';
import { CODE_GROUP, codeGroupLabel } from './remark-code-group';

/** Where a page lives and how to resolve its links. */
export interface MdxToMarkdownOptions {
  /** The page title, written as the `#` heading. */
  title: string;
  /** One sentence, written as a quote under the title. */
  description?: string;
  /** Route of the page on the site, e.g. `/docs/experience-sdk/intro`. */
  href: string;
  /** Site URL without a trailing slash, e.g. `https://docs.acme.com`. */
  siteUrl: string;
  /** The MDX file, for error messages and links to other markdown files (`./other.mdx`). */
  filePath?: string;
  /** Markdown file path → route, to turn links to files into page URLs. */
  fileRoutes?: Map<string, string>;
}

interface Context {
  pageUrl: string;
  siteUrl: string;
  filePath: string;
  fileRoutes: Map<string, string>;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const REMOVED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/;

const text = (value: string) => ({ type: 'text' as const, value });
const strong = (value: string) => ({ type: 'strong' as const, children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const isJsx = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isBlank = (node: Nodes) => node.type === 'text' && !node.value.trim();

/** A JSX attribute's string value (`label="npm"`, or `label={'npm'}` when it is a plain literal). */
function attribute(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  if (typeof attr.value === 'string') return attr.value;
  const literal = attr.value && /^\s*(['"`])(.*)\1\s*$/s.exec(attr.value.value);
  return literal ? literal[2] : undefined;
}

/** Makes a link absolute: markdown files become their page URL, routes and anchors get the site URL. */
function absoluteUrl(url: string, ctx: Context): string {
  if (!url || SCHEME.test(url) || url.startsWith('//')) return url;
  const [beforeHash, hash] = url.split('#', 2);
  const pathname = beforeHash.split('?', 1)[0];
  if (MARKDOWN_FILE.test(pathname)) {
    const route = resolveMarkdownLink(pathname, ctx.filePath, ctx.fileRoutes);
    // An unknown file is already a build warning; keep what the author wrote rather than guess.
    return route ? `${ctx.siteUrl}${route}${hash ? `#${hash}` : ''}` : url;
  }
  try {
    return new URL(url, ctx.pageUrl).href;
  } catch {
    return url;
  }
}

/**
 * Admonitions become quotes whose first words name their kind: `> **Note:** …`, or a bold
 * `**Tip: Title**` line when the author gave a title. `:::note` is a Docusaurus extension that
 * CommonMark renderers (and most readers of raw markdown, LLMs included) see as literal colons; a
 * quote with a bold label reads the same everywhere and keeps the callout apart from the prose.
 */
function admonition(type: string, title: string | undefined, body: BlockContent[]): Blockquote {
  const kind = type.charAt(0).toUpperCase() + type.slice(1);
  if (title) return { type: 'blockquote', children: [paragraph([strong(`${kind}: ${title}`)]), ...body] };
  const [first, ...rest] = body;
  if (first?.type === 'paragraph')
    return { type: 'blockquote', children: [paragraph([strong(`${kind}:`), text(' '), ...first.children]), ...rest] };
  return { type: 'blockquote', children: [paragraph([strong(`${kind}:`)]), ...body] };
}

/** A block-level JSX element as plain markdown blocks. */
function flowElement(node: JsxElement, ctx: Context): RootContent[] {
  const children = transformChildren(node.children as RootContent[], ctx);
  switch (node.name) {
    case 'Tab': {
      // Tabs are alternatives shown one at a time; in plain text each becomes a labelled section.
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      return label ? [paragraph([strong(label)]), ...children] : children;
    }
    case 'Accordion': {
      const title = attribute(node, 'title');
      return title ? [paragraph([strong(title)]), ...children] : children;
    }
    case 'Card':
      return [card(node, ctx), ...children];
    case 'Admonition':
      return [admonition(attribute(node, 'type') ?? 'note', attribute(node, 'title'), children as BlockContent[])];
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [paragraph([{ type: 'image', url: absoluteUrl(src, ctx), alt: attribute(node, 'alt') ?? '' }])] : [];
    }
    default:
      // `<Tabs>`, `<details>` and any other component: keep what it wraps, drop the wrapper.
      return children;
  }
}

/** A card as one line: its title (a link when it has one) and its description. */
function card(node: JsxElement, ctx: Context): Paragraph {
  const title = attribute(node, 'title') ?? '';
  const href = attribute(node, 'href');
  const description = attribute(node, 'description');
  const name: PhrasingContent = href
    ? { type: 'link', url: absoluteUrl(href, ctx), children: [strong(title)] }
    : strong(title);
  return paragraph(description ? [name, text(`: ${description}`)] : [name]);
}

/** An inline JSX element as phrasing content. */
function textElement(node: JsxElement, ctx: Context): PhrasingContent[] {
  const children = transformChildren(node.children as RootContent[], ctx) as PhrasingContent[];
  switch (node.name) {
    case 'Tab': {
      const label = attribute(node, 'label');
      return label ? [strong(`${label}:`), text(' '), ...children, text(' ')] : children;
    }
    case 'a': {
      const href = attribute(node, 'href');
      return href ? [{ type: 'link', url: absoluteUrl(href, ctx), children }] : children;
    }
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{ type: 'image', url: absoluteUrl(src, ctx), alt: attribute(node, 'alt') ?? '' }] : [];
    }
    case 'Badge': {
      const label = attribute(node, 'text');
      return label ? [text(label)] : children;
    }
    case 'br':
      return [{ type: 'break' }];
    case 'code':
      return [{ type: 'inlineCode', value: mdastToString({ type: 'paragraph', children }) }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children }];
    default:
      return children;
  }
}

/**
 * A paragraph that holds nothing but JSX (`<Tabs><Tab label="a">x</Tab></Tabs>` on one line, or
 * `<Note>text</Note>`) is block content written inline: it is handled like the block form.
 */
function jsxOnlyParagraph(node: Paragraph): JsxElement[] | undefined {
  const meaningful = node.children.filter((c) => !isBlank(c) && c.type !== 'mdxTextExpression');
  if (meaningful.length === 0 || !meaningful.every(isJsx)) return undefined;
  return (meaningful as JsxElement[]).map(
    (el) =>
      ({
        ...el,
        type: 'mdxJsxFlowElement',
        children: el.children.length ? [paragraph(el.children as PhrasingContent[])] : [],
      }) as MdxJsxFlowElement,
  );
}

function transformNode(node: RootContent, ctx: Context): RootContent[] {
  if (REMOVED.has(node.type)) return [];
  switch (node.type) {
    case 'mdxJsxFlowElement':
      return flowElement(node, ctx);
    case 'mdxJsxTextElement':
      return textElement(node, ctx);
    case 'containerDirective': {
      // A code group: each block under its tab's label, as prose tabs are.
      if (node.name === CODE_GROUP) {
        const codes = node.children.filter((child): child is Code => child.type === 'code');
        return codes.flatMap((code, i) => [paragraph([strong(codeGroupLabel(code, i))]), ...transformNode(code, ctx)]);
      }
      // `:::type[Title]`: the label is the first paragraph, marked as such.
      const children = transformChildren(node.children, ctx);
      const label = children.find(
        (c): c is Paragraph =>
          c.type === 'paragraph' && Boolean((c.data as { directiveLabel?: boolean } | undefined)?.directiveLabel),
      );
      const body = children.filter((c) => c !== label) as BlockContent[];
      if ((ADMONITION_TYPES as readonly string[]).includes(node.name))
        return [admonition(node.name, label ? mdastToString(label).trim() : undefined, body)];
      // Other directives (`:::details[More]`): the label as a bold line, then the content.
      return label ? [paragraph([{ type: 'strong', children: label.children }]), ...body] : body;
    }
    case 'leafDirective':
    case 'textDirective':
      // parseMarkdown turns these back into text; kept as their text should one slip through.
      return [text(mdastToString(node)) as RootContent];
    case 'code': {
      // The language stays; title="…", {2,4} line highlights and the `// [!code …]` markers only mean
      // something on the site. A sample's hidden context (above its `// ---cut---`) is for the type
      // checker, not the reader; lines marked `[!code --]` are left out, as the copy button does.
      const code: Code = { type: 'code', lang: node.lang, meta: null, value: readerCode(node.lang, node.value) };
      return [code];
    }
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, ctx);
      break;
    case 'paragraph': {
      const promoted = jsxOnlyParagraph(node);
      if (promoted) return promoted.flatMap((el) => flowElement(el, ctx));
      break;
    }
  }
  if ('children' in node) {
    (node as { children: RootContent[] }).children = joinText(transformChildren(node.children as RootContent[], ctx));
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      trimEdges(node.children);
      // A paragraph left with only whitespace (its expression or component removed) goes away.
      if (node.type === 'paragraph' && node.children.every(isBlank)) return [];
    }
  }
  return [node];
}

/** Merges neighbouring text nodes, so removing `{expression}` between two spaces leaves one. */
function joinText(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text') {
      out[out.length - 1] = text(
        /\s$/.test(last.value) ? last.value + child.value.replace(/^[ \t]+/, '') : last.value + child.value,
      );
    } else out.push(child);
  }
  return out;
}

/**
 * Removes whitespace at the start and end of a block's text and around hard breaks, where removed
 * expressions or components leave it: the serializer would otherwise keep it as `&#x20;`.
 */
function trimEdges(children: PhrasingContent[]): void {
  children.forEach((child, i) => {
    if (child.type !== 'text') return;
    const previous = children[i - 1];
    const next = children[i + 1];
    if (i === 0 || previous?.type === 'break') child.value = child.value.replace(/^[ \t]+/, '');
    if (i === children.length - 1 || next?.type === 'break') child.value = child.value.replace(/[ \t]+$/, '');
  });
}

function transformChildren(children: RootContent[], ctx: Context): RootContent[] {
  return children.flatMap((child) => transformNode(child, ctx));
}

// Tables: every cell counts as three characters wide, so rows are not padded to align their pipes
// (long cells would pad whole columns, which costs readers tokens) and delimiters stay `---`.
const stringifier = unified()
  .use(remarkGfm, { stringLength: () => 3 })
  .use(remarkMath)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });

/** Serializes mdast (CommonMark + GFM, no MDX or directive nodes) as markdown text. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

/** Turns an MDX body into plain CommonMark/GFM blocks with absolute links (the tree is not shared). */
export function mdxBodyToMarkdownTree(body: string, options: MdxToMarkdownOptions): Root {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const ctx: Context = {
    pageUrl: `${siteUrl}${options.href}`,
    siteUrl,
    filePath: options.filePath ?? '(inline)',
    fileRoutes: options.fileRoutes ?? new Map(),
  };
  const tree = parseMarkdown(body, ctx.filePath);
  return { type: 'root', children: transformChildren(tree.children, ctx) };
}

/**
 * The plain-markdown copy of an MDX page, for readers that want text (LLMs, "Copy page"): `# Title`,
 * the description as a quote, the page's URL, then the body without imports, expressions or
 * components (their content kept), admonitions as labelled quotes, code fences without display
 * metadata, and every internal link absolute.
 */
export function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): string {
  const content = mdxBodyToMarkdownTree(body, options);
  const pageUrl = `${options.siteUrl.replace(/\/+$/, '')}${options.href}`;
  const header: RootContent[] = [{ type: 'heading', depth: 1, children: [text(options.title)] }];
  if (options.description) header.push({ type: 'blockquote', children: [paragraph([text(options.description)])] });
  header.push(paragraph([text('Source: '), { type: 'link', url: pageUrl, children: [text(pageUrl)] }]));
  return stringifyMarkdown({ type: 'root', children: [...header, ...content.children] });
}
