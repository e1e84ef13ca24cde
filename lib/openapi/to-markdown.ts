import type { BlockContent, Heading, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ENGLISH } from '../i18n/english';
import { stringifyMarkdown } from '../markdown/mdx-to-markdown';
import { type Constraint, constraintText as writtenConstraint } from './constraints';
import { circularText } from './schema-markers';
import type {
  ApiReference,
  CodeSample,
  MediaView,
  OperationView,
  ParameterView,
  SchemaNode,
  SecurityAlternative,
  ShapeNode,
} from './types';

export interface ApiMarkdownOptions {
  /** Site URL without a trailing slash, e.g. `https://docs.acme.com`. */
  siteUrl: string;
  /** Route of the reference page; `/api/{id}` by default. */
  href?: string;
  /** Operation id → route of the page that shows it, for references split into pages. */
  operationPages?: Record<string, string>;
  /** The page's title, when it is one page of a split reference (the document's title by default). */
  title?: string;
  /** The other pages of a split reference (their Markdown copies), listed on its main page. */
  contents?: Array<{ title: string; href: string; description?: string }>;
  /** Other forms of the document (the OpenAPI YAML and JSON), as site routes. */
  downloads?: Array<{ label: string; href: string }>;
  /**
   * Operation id → its request samples as the copy gives them (lib/site/copy-samples.ts: the
   * document's own, curl and the SDK's call), under "Request samples". None when not given.
   */
  samples?: Record<string, CodeSample[]>;
}

interface Context {
  siteUrl: string;
  href: string;
  operationPages: Record<string, string>;
  samples: Record<string, CodeSample[]>;
  schemas: Map<string, SchemaNode>;
  /** Serialized named schema → its name: bodies expand their named schema, this finds the name back. */
  names: Map<string, string>;
}

const commonMark = unified().use(remarkParse).use(remarkGfm);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
const link = (url: string, label = url): PhrasingContent => ({ type: 'link', url, children: [text(label)] });
const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Joins phrasing pieces with a separator. */
function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

/**
 * Parses a CommonMark description (OpenAPI descriptions are CommonMark, not MDX) for embedding:
 * raw HTML is dropped, site-relative links become absolute, and headings are moved down so the
 * shallowest is at `minDepth` (a `##` in an operation's description must not outrank the operation).
 */
function blocks(markdown: string | undefined, ctx: Context, minDepth: number): RootContent[] {
  if (!markdown?.trim()) return [];
  const tree = commonMark.parse(markdown) as Root;
  visit(tree, 'html', (_node, index, parent) => {
    if (parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
  });
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const n = node as { url: string };
    if (n.url.startsWith('/') && !n.url.startsWith('//')) n.url = ctx.siteUrl + n.url;
    else if (n.url.startsWith('#')) n.url = `${ctx.siteUrl}${ctx.href}${n.url}`;
  });
  const depths: number[] = [];
  visit(tree, 'heading', (h) => void depths.push(h.depth));
  const shift = depths.length ? Math.max(0, minDepth - Math.min(...depths)) : 0;
  visit(tree, 'heading', (h) => void (h.depth = Math.min(6, h.depth + shift) as Heading['depth']));
  return tree.children;
}

/** A description as one line of phrasing content, for a table cell. */
function inline(markdown: string | undefined, ctx: Context): PhrasingContent[] {
  const parts = blocks(markdown, ctx, 6).map((block): PhrasingContent[] =>
    block.type === 'paragraph' ? block.children : [text(mdastToString(block))],
  );
  return oneLine(joined(parts, ' '));
}

/** Line breaks inside a table cell would end the row: soft and hard breaks become spaces. */
function oneLine(nodes: PhrasingContent[]): PhrasingContent[] {
  return nodes.map((node) => {
    if (node.type === 'break') return text(' ');
    if (node.type === 'text' || node.type === 'inlineCode')
      return { ...node, value: node.value.replace(/\s*\n\s*/g, ' ') };
    if ('children' in node)
      return { ...node, children: oneLine(node.children as PhrasingContent[]) } as PhrasingContent;
    return node;
  });
}

/** The display type of a schema: `string (date-time)`, `array of Pet`, `string | number`, … */
export function typeLabel(node: SchemaNode | undefined): string {
  if (!node) return 'any';
  if (node.kind === 'ref') return node.name;
  if (node.kind === 'circular') return circularText(node);
  let type = node.type;
  if (node.type === 'array' && node.items) type = `array of ${typeLabel(node.items)}`;
  else if (!type && node.variants) type = [...new Set(node.variants.options.map((o) => typeLabel(o.node)))].join(' | ');
  else if (!type && (node.properties || node.additionalProperties)) type = 'object';
  return `${type ?? 'any'}${node.format ? ` (${node.format})` : ''}`;
}

/** Enum values, default and constraints of a schema, as a short sentence list. */
function facts(node: SchemaNode | undefined, example?: unknown): PhrasingContent[] {
  if (node?.kind !== 'shape') return [];
  const out: PhrasingContent[][] = [];
  const items = node.items?.kind === 'shape' ? node.items : undefined;
  const values = node.enum ?? items?.enum;
  if (node.deprecated) out.push([text('Deprecated.')]);
  if (values?.length)
    out.push([
      text('One of: '),
      ...joined(
        values.map((v) => [code(literal(v))]),
        ', ',
      ),
      text('.'),
    ]);
  if (node.const !== undefined) out.push([text('Always '), code(literal(node.const)), text('.')]);
  if (node.default !== undefined) out.push([text('Default: '), code(literal(node.default)), text('.')]);
  if (node.constraints.length) out.push([...constraintText(node.constraints), text('.')]);
  if (example !== undefined && (typeof example !== 'object' || example === null))
    out.push([text('Example: '), code(literal(example)), text('.')]);
  return joined(out, ' ');
}

/** "≥ 1, max length 20, pattern `^[a-z]+$`": patterns in code, so their characters stay as written. */
function constraintText(constraints: Constraint[]): PhrasingContent[] {
  const parts = constraints.map((c, i) => {
    const pattern = c.rule === 'pattern';
    const line = pattern ? writtenConstraint({ rule: 'pattern', value: '' }, ENGLISH) : writtenConstraint(c, ENGLISH);
    const label = i === 0 ? line.charAt(0).toUpperCase() + line.slice(1) : line;
    return pattern ? [text(label), code(String(c.value))] : [text(label)];
  });
  return joined(parts, ', ');
}

/** The name of the named schema a body shows (expanded in place), else its type label. */
function namedLabel(node: SchemaNode | undefined, ctx: Context): string {
  const name = node?.kind === 'shape' ? ctx.names.get(JSON.stringify(node)) : undefined;
  return name ?? typeLabel(node);
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}

/** A cell with a description followed by facts. */
function describedCell(description: PhrasingContent[], more: PhrasingContent[]): PhrasingContent[] {
  if (!description.length) return more;
  if (!more.length) return description;
  return [...description, text(' '), ...more];
}

function parametersTable(parameters: ParameterView[], ctx: Context): Table {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    parameters.map((p) => {
      const description = p.description ?? (p.schema?.kind === 'shape' ? p.schema.description : undefined);
      const more = [...(p.deprecated ? [text('Deprecated. ')] : []), ...facts(p.schema, p.example)];
      return [
        [code(p.name)],
        [text(p.in)],
        [code(typeLabel(p.schema))],
        [text(p.required ? 'yes' : 'no')],
        describedCell(inline(description, ctx), more),
      ];
    }),
  );
}

/** The shape whose properties a body lists: the schema itself, or the named schema it links to. */
function shapeOf(node: SchemaNode | undefined, ctx: Context): ShapeNode | undefined {
  if (node?.kind === 'shape') return node;
  if (node?.kind === 'ref') {
    const target = ctx.schemas.get(node.name);
    return target?.kind === 'shape' ? target : undefined;
  }
  return undefined;
}

/** Top-level properties of an object schema as a table; other schemas as their type. */
function schemaBlocks(node: SchemaNode | undefined, ctx: Context): BlockContent[] {
  if (!node) return [];
  const shape = shapeOf(node, ctx);
  const out: BlockContent[] = [];
  const name = node.kind === 'ref' ? node.name : ctx.names.get(JSON.stringify(node));
  if (name) out.push(paragraph(text('Schema: '), code(name), text(ctx.schemas.has(name) ? ' (see Schemas).' : '.')));
  if (shape?.properties?.length) {
    out.push(
      table(
        ['Property', 'Type', 'Required', 'Description'],
        shape.properties.map((p) => {
          const description = p.node.kind === 'shape' || p.node.kind === 'ref' ? p.node.description : undefined;
          return [
            [code(p.name)],
            [code(typeLabel(p.node))],
            [text(p.required ? 'yes' : 'no')],
            describedCell(inline(description, ctx), facts(p.node)),
          ];
        }),
      ),
    );
  } else if (node.kind !== 'ref') {
    out.push(
      paragraph(
        text('Type: '),
        code(typeLabel(node)),
        ...(facts(node).length ? [text('. '), ...facts(node)] : [text('.')]),
      ),
    );
  }
  return out;
}

function mediaBlocks(contents: MediaView[], ctx: Context): BlockContent[] {
  // The table lists the properties; the schema's name (when it has one) says where they are defined.
  return contents.flatMap((media) => [
    paragraph(text('Content type: '), code(media.mediaType), text('.')),
    ...schemaBlocks(media.schema, ctx),
  ]);
}

/** "`a` or `b` and `c`": the alternatives of a security requirement. */
function securityLine(security: SecurityAlternative[]): PhrasingContent[] {
  if (security.length === 0) return [text('none')];
  return joined(
    security.map((alt) =>
      joined(
        alt.map((r) => [code(r.scheme), ...(r.scopes.length ? [text(` (scopes: ${r.scopes.join(', ')})`)] : [])]),
        ' and ',
      ),
    ),
    ' or ',
  );
}

/** Who sends a webhook or callback, and the callbacks an operation registers (links to their sections). */
function incomingBlocks(op: OperationView, ctx: Context): BlockContent[] {
  const url = (id: string) => `${ctx.siteUrl}${ctx.operationPages[id] ?? ctx.href}#${id}`;
  if (op.callback)
    return [
      paragraph(
        text('Sent by the API to '),
        code(op.callback.expression),
        text(' after '),
        link(url(op.callback.operationId), op.callback.operation),
        text(': your server receives this request.'),
      ),
    ];
  if (op.webhook)
    return [
      paragraph(
        text('Sent by the API to the URL you registered for '),
        code(op.path),
        text(': your server receives it.'),
      ),
    ];
  if (!op.callbacks?.length) return [];
  return [
    paragraph(
      text('Callbacks: '),
      ...joined(
        op.callbacks.map((c) => [link(url(c.id), c.name)]),
        ', ',
      ),
      text('.'),
    ),
  ];
}

/** Fence languages a highlighter id is written as (the rest as given; plain text unmarked). */
const FENCE: Record<string, string | null> = { text: null, bash: 'sh' };

/**
 * An operation's request samples, each under its label ("curl:", "Profiles SDK:"): the copy's
 * readers, and the MCP server's `get_operation` (lib/mcp/copy-samples.ts), read them back.
 */
function sampleBlocks(samples: CodeSample[]): RootContent[] {
  if (!samples.length) return [];
  return [
    paragraph(strong('Request samples')),
    ...samples.flatMap((sample): RootContent[] => [
      paragraph(text(`${sample.label}:`)),
      { type: 'code', lang: sample.language in FENCE ? FENCE[sample.language] : sample.language, value: sample.code },
    ]),
  ];
}

function operationBlocks(op: OperationView, ctx: Context): RootContent[] {
  const method = op.method.toUpperCase();
  const pageUrl = `${ctx.siteUrl}${ctx.operationPages[op.id] ?? ctx.href}#${op.id}`;
  const out: RootContent[] = [
    heading(3, text(op.summary ?? `${method} ${op.path}`)),
    paragraph(
      code(
        op.callback
          ? `${method} callback ${op.path}`
          : op.webhook
            ? `${method} webhook ${op.path}`
            : `${method} ${op.path}`,
      ),
    ),
  ];
  if (op.deprecated) out.push(paragraph(strong('Deprecated.')));
  out.push(...incomingBlocks(op, ctx));
  out.push(...blocks(op.description, ctx, 4));
  if (!op.webhook || op.security.length)
    out.push(paragraph(text('Authentication: '), ...securityLine(op.security), text('.')));
  if (op.parameters.length) out.push(paragraph(strong('Parameters')), parametersTable(op.parameters, ctx));
  if (op.requestBody) {
    const required = op.requestBody.required ? 'required' : 'optional';
    out.push(
      paragraph(
        strong(op.webhook ? 'Payload' : 'Request body'),
        text(` (${required})`),
        ...(op.requestBody.description ? [text(': '), ...inline(op.requestBody.description, ctx)] : []),
      ),
    );
    out.push(...mediaBlocks(op.requestBody.contents, ctx));
  }
  out.push(...sampleBlocks(ctx.samples[op.id] ?? []));
  if (op.payload)
    out.push(
      paragraph(strong(op.payload.generated ? 'Payload sample (generated from the schema)' : 'Payload sample')),
      { type: 'code', lang: op.payload.language === 'json' ? 'json' : null, value: op.payload.code },
    );
  if (op.responses.length) {
    out.push(paragraph(strong(op.webhook ? 'Responses your server should send' : 'Responses')));
    out.push(
      table(
        ['Status', 'Description', 'Body'],
        op.responses.map((r) => [
          [code(r.status)],
          describedCell(
            inline(r.description, ctx),
            r.headers.length
              ? [
                  text('Headers: '),
                  ...joined(
                    r.headers.map((h) => [code(h.name)]),
                    ', ',
                  ),
                  text('.'),
                ]
              : [],
          ),
          joined(
            r.contents.map((m) => [
              code(m.mediaType),
              ...(m.schema ? [text(' '), code(namedLabel(m.schema, ctx))] : []),
            ]),
            '; ',
          ),
        ]),
      ),
    );
  }
  out.push(paragraph(text('Reference: '), link(pageUrl)));
  return out;
}

/**
 * An API reference as one plain markdown document (for LLMs and other text readers): title,
 * version, description, servers, authentication schemes, then each tag's operations with their
 * parameters, request body, responses and a link to the operation on the HTML page, then the named
 * schemas with their top-level properties. Pure; no HTML in the output.
 */
export function apiReferenceToMarkdown(model: ApiReference, options: ApiMarkdownOptions): string {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const ctx: Context = {
    siteUrl,
    href: options.href ?? `/api/${model.id}`,
    operationPages: options.operationPages ?? {},
    samples: options.samples ?? {},
    schemas: new Map(),
    names: new Map(),
  };
  for (const { name, node } of model.schemas) {
    ctx.schemas.set(name, node);
    if (node.kind === 'shape') ctx.names.set(JSON.stringify(node), name);
  }
  const pageUrl = `${siteUrl}${ctx.href}`;
  const absolute = (href: string) => (SCHEME.test(href) ? href : `${siteUrl}${href}`);
  const children: RootContent[] = [heading(1, text(options.title ?? model.title))];
  const meta: PhrasingContent[] = [text('Version: '), code(model.version || 'unversioned')];
  if (model.openapi) meta.push(text(' (OpenAPI '), text(model.openapi), text(')'));
  meta.push(text('. Source: '), link(pageUrl));
  for (const d of options.downloads ?? []) meta.push(text(`. ${d.label}: `), link(absolute(d.href)));
  meta.push(text('.'));
  children.push(paragraph(...meta));
  children.push(...blocks(model.description, ctx, 2));

  if (model.servers.length) {
    children.push(heading(2, text('Servers')));
    children.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: model.servers.map((s) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph(code(s.url), ...(s.description ? [text(`: ${s.description}`)] : []))],
      })),
    });
  }

  if (model.securitySchemes.length) {
    children.push(heading(2, text('Authentication schemes')));
    for (const scheme of model.securitySchemes) {
      children.push(paragraph(code(scheme.key), text(`: ${scheme.summary}.`)));
      children.push(...blocks(scheme.description, ctx, 3));
    }
    if (model.defaultSecurity.length)
      children.push(
        paragraph(text('Unless an operation says otherwise: '), ...securityLine(model.defaultSecurity), text('.')),
      );
  }

  if (options.contents?.length) {
    children.push(heading(2, text('Pages')));
    children.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: options.contents.map((p) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph(link(absolute(p.href), p.title), ...(p.description ? [text(`: ${p.description}`)] : []))],
      })),
    });
  }

  for (const tag of model.tags) {
    children.push(heading(2, text(tag.name)));
    children.push(...blocks(tag.description, ctx, 3));
    for (const op of tag.operations) children.push(...operationBlocks(op, ctx));
  }

  if (model.schemas.length) {
    children.push(heading(2, text('Schemas')));
    for (const { name, node } of model.schemas) {
      children.push(heading(3, text(name)));
      if (node.kind === 'shape') children.push(...blocks(node.description, ctx, 4));
      children.push(...schemaBlocks(node, ctx));
    }
  }
  return stringifyMarkdown({ type: 'root', children });
}
