import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { OperationView } from '../openapi/types';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../search/constants.client';
import type { SearchHit } from '../search/engine.client';
import { snippet } from '../search/highlight.client';
import { registerApiChanges } from './changes';
import { checkRequest } from './check';
import { operationSamples } from './copy-samples';
import type { DocsApi, DocsData } from './data';
import { SERVER_NAME, SERVER_NAME_TITLE, SERVER_VERSION } from './identity';
import { serverInstructions } from './instructions';
import { clip, MAX_NEAREST_INPUT, nearest } from './nearest';
import { findOperationView, listOperations, operationDetails } from './operations';
import { bounded, MAX_PAGE_BYTES, pageTarget, sectionOf } from './pages';
import { toolLogEnabled, toolLogLine } from './tool-log';

/** A tool's answer: JSON text for any client, the same object as structured content. */
const answer = (value: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  structuredContent: value,
});

/** A tool error an agent can act on: what was wrong and what would be right. */
const refuse = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The API with this id, or a refusal naming the APIs there are. */
function apiOrRefusal(data: DocsData, id: string): DocsApi | CallToolResult {
  const api = data.apis.find((a) => a.id === id);
  if (api) return api;
  const ids = data.apis.map((a) => a.id);
  return refuse(`unknown api "${clip(id)}": expected one of ${ids.join(', ')} (closest: ${nearest(id, ids, 1)[0]})`);
}

const apiArg = (data: DocsData) =>
  z
    .string({ error: `api: expected a string, one of ${data.apis.map((a) => a.id).join(', ')}` })
    .max(MAX_NEAREST_INPUT, `api: expected at most ${MAX_NEAREST_INPUT} characters`)
    .describe(`The API's id: ${data.apis.map((a) => `"${a.id}" (${a.model.title})`).join(' or ')}.`);

function registerSearch(server: McpServer, data: DocsData) {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search over the Acme docs, blog, and both API references, ranked exactly like the ' +
        "site's search box. Returns up to `limit` results, each with its title, URL (with the section or " +
        'operation anchor), kind (doc, blog, page, or api for an API operation) and a snippet. Pass a ' +
        "doc or api result's URL to get_page for the section's Markdown (blog posts and standalone pages have no Markdown copy), or an api result's operationId to get_operation.",
      inputSchema: {
        query: z
          .string({ error: `query: expected a string of 1-${MAX_QUERY_LENGTH} characters` })
          .min(1, `query: expected at least 1 character`)
          .max(MAX_QUERY_LENGTH, `query: expected at most ${MAX_QUERY_LENGTH} characters, as in the site's search box`)
          .describe('Words to look for, e.g. "upsert profile consent" or "access_token".'),
        limit: z
          .number({ error: `limit: expected an integer from 1 to ${MAX_RESULTS}` })
          .int(`limit: expected an integer from 1 to ${MAX_RESULTS}`)
          .min(1, `limit: expected an integer from 1 to ${MAX_RESULTS}`)
          .max(MAX_RESULTS, `limit: expected an integer from 1 to ${MAX_RESULTS}`)
          .optional()
          .describe(`How many results, 1-${MAX_RESULTS} (default ${MAX_RESULTS}).`),
      },
      annotations: { ...readOnly, title: 'Search the docs' },
    },
    ({ query, limit }) => {
      const results = data.search.search(query, limit ?? MAX_RESULTS).map((hit) => ({
        title: hit.record.title,
        page: hit.record.page,
        url: `${data.siteUrl}${hit.record.url}`,
        kind: hit.record.kind,
        snippet: snippetText(hit),
      }));
      return answer({ query, results });
    },
  );
}

/** The search box's snippet of a hit, its matched words in **bold** as the box marks them. */
const snippetText = (hit: SearchHit) =>
  snippet(hit.record.content, hit.terms)
    .map((segment) => (segment.match ? `**${segment.text}**` : segment.text))
    .join('');

function registerGetPage(server: McpServer, data: DocsData) {
  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        "A docs page or API reference as Markdown: the same bytes as the site's `<page>.md` copy. Give a " +
        'URL or path (`https://docs.acme.com/docs/acme-profiles/profiles-api`, `/api/profiles`); with a ' +
        "`#anchor` only that section comes back (an API operation's anchor is its operationId). At most " +
        '100 KB: `truncated` is true when the text was cut.',
      inputSchema: {
        url_or_path: z
          .string({ error: 'url_or_path: expected a string such as "/docs/acme-profiles/intro"' })
          .min(1, 'url_or_path: expected a page URL or path such as "/docs/acme-profiles/intro"')
          .max(2048, 'url_or_path: expected at most 2048 characters')
          .describe(
            'The page, e.g. "/docs/acme-profiles/profiles-api#authentication" or "/api/profiles#upsertProfile".',
          ),
      },
      annotations: { ...readOnly, title: 'Read a page as Markdown' },
    },
    ({ url_or_path }) => {
      const { route, anchor } = pageTarget(url_or_path);
      const markdown = data.pages.get(route);
      if (markdown === undefined)
        return refuse(
          `no page "${clip(route)}": expected the path of a docs page or API reference. ` +
            `Closest pages: ${nearest(route, [...data.pages.keys()]).join(', ')}`,
        );
      const section = anchor ? sectionOf(markdown, anchor) : { text: markdown };
      if ('error' in section) return refuse(`${route}: ${section.error}`);
      const { text, truncated } = bounded(section.text);
      const url = `${data.siteUrl}${route}${anchor ? `#${anchor}` : ''}`;
      // The Markdown itself is the text, byte for byte; the flag also reaches clients that read text only.
      const note = `[truncated: the page is over ${MAX_PAGE_BYTES / 1024} KB; ask for a section with #anchor]`;
      return {
        content: [{ type: 'text', text }, ...(truncated ? [{ type: 'text' as const, text: note }] : [])],
        structuredContent: { url, truncated },
      };
    },
  );
}

/** Answers per data and operation: the model never changes while the server runs, so each is built once. */
const operationAnswers = new WeakMap<DocsData, Map<OperationView, CallToolResult>>();

function operationAnswer(data: DocsData, api: DocsApi, op: OperationView): CallToolResult {
  let answers = operationAnswers.get(data);
  if (!answers) operationAnswers.set(data, (answers = new Map()));
  let result = answers.get(op);
  if (!result) {
    // As the reference's Markdown copy gives them: the document's own, curl, the SDK's call.
    const samples = operationSamples(data.pages, api.id, op.id);
    result = answer({ ...operationDetails(api, op, data.siteUrl), ...(samples.length ? { samples } : {}) });
    answers.set(op, result);
  }
  return result;
}

function registerOperations(server: McpServer, data: DocsData) {
  server.registerTool(
    'list_operations',
    {
      title: 'List API operations',
      description:
        'Every operation of the Content API and the Profiles API (or of one, with `api`): its operationId, ' +
        'method, path and summary; webhooks and callbacks (requests the API sends your server) carry `kind`. ' +
        'Pass an operationId to get_operation for its parameters, auth and examples.',
      inputSchema: { api: apiArg(data).optional() },
      annotations: { ...readOnly, title: 'List API operations' },
    },
    ({ api }) => {
      const chosen = api === undefined ? data.apis : apiOrRefusal(data, api);
      if (!Array.isArray(chosen) && 'content' in chosen) return chosen;
      return answer({ operations: listOperations(Array.isArray(chosen) ? chosen : [chosen], data.siteUrl) });
    },
  );
  server.registerTool(
    'get_operation',
    {
      title: 'Describe an API operation',
      description:
        'One operation from the API reference: method, path, servers, summary, auth (which token kind and ' +
        'where it goes), parameters, the request body schema and example, the responses with examples, ' +
        'the named schemas they use, and its request samples (curl, the Profiles SDK call where the SDK wraps it, ' +
        "the document's own code samples). For a webhook or callback: its payload sample and the responses your " +
        'server should send. Find operationIds with list_operations or search_docs.',
      inputSchema: {
        api: apiArg(data),
        operationId: z
          .string({ error: 'operationId: expected a string such as "upsertProfile"' })
          .min(1, 'operationId: expected a string such as "upsertProfile"')
          .max(200, 'operationId: expected at most 200 characters')
          .describe('The operationId, which is also its anchor on the reference page, e.g. "upsertProfile".'),
      },
      annotations: { ...readOnly, title: 'Describe an API operation' },
    },
    ({ api: id, operationId }) => {
      const api = apiOrRefusal(data, id);
      if ('content' in api) return api;
      const op = findOperationView(api, operationId);
      if (!op) {
        const ids = listOperations([api], data.siteUrl).map((o) => o.operationId);
        return refuse(
          `no operation "${clip(operationId)}" in the ${api.id} API: expected an operationId. ` +
            `Closest: ${nearest(operationId, ids).join(', ')}`,
        );
      }
      return operationAnswer(data, api, op);
    },
  );
}

function registerCheckRequest(server: McpServer, data: DocsData) {
  server.registerTool(
    'check_request',
    {
      title: 'Check an API request before sending it',
      description:
        'Checks a request against the API reference with the same rules the docs build applies to its ' +
        'HTTP examples, and sends nothing. Answers valid, or the problems: the closest operations when ' +
        'the method and path match none, missing required parameters, a token in the wrong place (for ' +
        'example the Profiles API takes X-Access-Token or ?access_token=, not Authorization), and body ' +
        'schema errors at their JSON pointers. Only header names are read; put placeholders in values.',
      inputSchema: {
        api: apiArg(data),
        method: z
          .string({ error: 'method: expected an HTTP method such as "GET" or "PUT"' })
          .regex(/^[A-Za-z]{3,7}$/, 'method: expected an HTTP method such as "GET" or "PUT"')
          .describe('The HTTP method, e.g. "PUT".'),
        url: z
          .string({ error: 'url: expected a string' })
          .min(1, 'url: expected an absolute URL or a path under the API server')
          .max(4096, 'url: expected at most 4096 characters')
          .describe('Absolute URL with its query, or a path under the API\'s server, e.g. "/profiles/upsert".'),
        headers: z
          .record(z.string(), z.string(), { error: 'headers: expected an object of header names to values' })
          .optional()
          .describe('Request headers by name; only the names are read.'),
        body: z.unknown().optional().describe('The JSON body, as a value or as JSON text.'),
      },
      annotations: { ...readOnly, title: 'Check an API request' },
    },
    ({ api: id, method, url, headers, body }) => {
      const api = apiOrRefusal(data, id);
      if ('content' in api) return api;
      try {
        return answer({ ...checkRequest(api, { method, url, headers, body }) });
      } catch (error) {
        return refuse(`url: expected a URL with valid percent-encoding (${(error as Error).message})`);
      }
    },
  );
}

function registerResources(server: McpServer, data: DocsData) {
  server.registerResource(
    'llms.txt',
    `${data.siteUrl}/llms.txt`,
    { title: 'llms.txt', description: 'The index of every page with its Markdown copy', mimeType: 'text/plain' },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: data.llmsTxt }] }),
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${data.siteUrl}{+path}.md`, {
      list: () => ({
        resources: [...data.pages.entries()].map(([route, text]) => ({
          uri: `${data.siteUrl}${route}.md`,
          name: route,
          title: /^# (.*)$/m.exec(text)?.[1] ?? route,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    { title: 'Page as Markdown', description: 'A docs page or API reference as Markdown', mimeType: 'text/markdown' },
    (uri, { path }) => {
      const route = String(path);
      const text = data.pages.get(route);
      if (text === undefined)
        throw new Error(
          `no page "${clip(route)}". Closest pages: ${nearest(route, [...data.pages.keys()]).join(', ')}`,
        );
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: bounded(text).text }] };
    },
  );
}

/** Names the nearest tools when a client calls one that does not exist (the SDK would only say "not found"). */
function explainUnknownTools(server: McpServer, names: string[]) {
  const handlers = (server.server as unknown as { _requestHandlers: Map<string, (...args: never[]) => unknown> })
    ._requestHandlers;
  const call = handlers.get('tools/call');
  if (!call) return;
  handlers.set('tools/call', (async (
    request: { params: { name: string; arguments?: Record<string, unknown> } },
    extra: unknown,
  ) => {
    const started = performance.now();
    const result = (
      names.includes(request.params.name)
        ? await call(request as never, extra as never)
        : refuse(
            `unknown tool "${clip(request.params.name)}": expected one of ${names.join(', ')} ` +
              `(closest: ${nearest(request.params.name, names, 1)[0]})`,
          )
    ) as CallToolResult;
    // MCP_LOG=1: one structured line per call (tool-log.ts), on stderr.
    if (toolLogEnabled())
      console.error(
        JSON.stringify(toolLogLine(request.params.name, request.params.arguments, result, performance.now() - started)),
      );
    return result;
  }) as never);
}

/** The docs MCP server over the given data: stateless and read-only, so one per request is fine. */
export function createDocsMcpServer(data: DocsData): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: SERVER_NAME_TITLE, version: SERVER_VERSION },
    { instructions: serverInstructions(data), capabilities: { tools: {}, resources: {} } },
  );
  registerSearch(server, data);
  registerGetPage(server, data);
  registerOperations(server, data);
  registerCheckRequest(server, data);
  const changes = registerApiChanges(server, data, answer, refuse);
  registerResources(server, data);
  explainUnknownTools(server, [
    'search_docs',
    'get_page',
    'list_operations',
    'get_operation',
    'check_request',
    ...(changes ? ['api_changes'] : []),
  ]);
  return server;
}
