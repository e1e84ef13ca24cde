import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContentGraph } from '../site/graph-load';
import { markdownCopies, siteLlmsTxt } from '../site/llms';
import { siteSearchRecords } from '../site/search-records';
import { type DocsData, docsData } from './data';
import { createDocsMcpServer } from './server';

let data: DocsData;
let client: Client;

beforeAll(async () => {
  const graph = loadContentGraph();
  const apis = await graph.apis();
  data = docsData({
    llmsTxt: siteLlmsTxt(graph, apis),
    pages: new Map(markdownCopies(graph, apis).map((copy) => [copy.path.replace(/\.md$/, ''), copy.text])),
    records: siteSearchRecords(graph, apis),
    apis: apis.map((api) => ({ id: api.spec.id, loaded: api.loaded })),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsMcpServer(data).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
}, 120_000);

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
const resourceText = (result: { contents: object[] }) => String((result.contents[0] as { text?: string }).text);
const json = (result: CallToolResult) => JSON.parse(text(result));

describe('the server', () => {
  it('names both APIs and their token kinds in its instructions', () => {
    const instructions = client.getInstructions() ?? '';
    expect(instructions).toContain('api "content"');
    expect(instructions).toContain('api "profiles"');
    expect(instructions).toMatch(/READ-ONLY token/);
    expect(instructions).toMatch(/privateTokenHeader: API key in the header X-Access-Token/i);
  });

  it('lists five read-only tools whose descriptions say what to pass and what comes back', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_request',
      'get_operation',
      'get_page',
      'list_operations',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(100);
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  it('names the nearest tool for an unknown one', async () => {
    const result = await call('search_doc', { query: 'x' });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain('unknown tool "search_doc": expected one of');
    expect(text(result)).toContain('closest: search_docs');
  });
});

describe('search_docs', () => {
  it('ranks like the site search, with absolute URLs, kinds and snippets', async () => {
    const result = json(await call('search_docs', { query: 'upsert profile', limit: 3 }));
    const expected = data.search.search('upsert profile', 3).map((hit) => `${data.siteUrl}${hit.record.url}`);
    expect(result.results.map((r: { url: string }) => r.url)).toEqual(expected);
    expect(result.results).toHaveLength(3);
    expect(result.results[0]).toMatchObject({ kind: expect.stringMatching(/^(doc|api|blog|page)$/) });
    // The search box's snippet, its matched words marked.
    expect(result.results.some((r: { snippet: string }) => /\*\*upsert\*\*/i.test(r.snippet))).toBe(true);
  });

  it('refuses a long query, a limit over 8 and a number for a query, saying what was expected', async () => {
    expect(text(await call('search_docs', { query: 'a'.repeat(513) }))).toContain('expected at most 512 characters');
    expect(text(await call('search_docs', { query: 'token', limit: 9 }))).toContain('expected an integer from 1 to 8');
    const wrongType = await call('search_docs', { query: 42 });
    expect(wrongType.isError).toBe(true);
    expect(text(wrongType)).toContain('query: expected a string');
    expect(text(await call('search_docs', {}))).toContain('query: expected a string');
  });
});

describe('get_page', () => {
  it('answers the bytes of the Markdown copy, from a URL or a path', async () => {
    const copy = data.pages.get('/docs/acme-profiles/profiles-api');
    const byPath = await call('get_page', { url_or_path: '/docs/acme-profiles/profiles-api' });
    const byUrl = await call('get_page', { url_or_path: 'https://docs.acme.com/docs/acme-profiles/profiles-api.md' });
    expect(text(byPath)).toBe(copy);
    expect(text(byUrl)).toBe(copy);
    expect(byPath.structuredContent).toMatchObject({ truncated: false });
  });

  it('answers one section for an anchor, and an operation for its id', async () => {
    const section = text(await call('get_page', { url_or_path: '/docs/acme-profiles/profiles-api#authentication' }));
    expect(section.startsWith('## Authentication\n')).toBe(true);
    expect(section).not.toContain('\n## ');
    const op = text(await call('get_page', { url_or_path: '/api/profiles#upsertProfile' }));
    expect(op.startsWith('### Upsert a profile\n')).toBe(true);
    expect(op).toContain('Reference: <https://docs.acme.com/api/profiles#upsertProfile>');
    expect(op).not.toContain('### Look up a profile id');
  });

  it('names the closest pages and anchors for unknown ones', async () => {
    const page = await call('get_page', { url_or_path: '/docs/acme-profiles/profile-api' });
    expect(page.isError).toBe(true);
    expect(text(page)).toContain('Closest pages: /docs/acme-profiles/profiles-api');
    const anchor = await call('get_page', { url_or_path: '/api/profiles#upsertProfil' });
    expect(text(anchor)).toContain('Closest anchors: upsertProfile');
  });
});

describe('list_operations and get_operation', () => {
  it('lists the operations of one API or both', async () => {
    const profiles = json(await call('list_operations', { api: 'profiles' })).operations;
    const all = json(await call('list_operations', {})).operations;
    const content = json(await call('list_operations', { api: 'content' })).operations;
    expect(profiles.length).toBe(15);
    expect(all).toEqual([...content, ...profiles]);
    expect(profiles).toContainEqual(
      expect.objectContaining({ operationId: 'upsertProfile', method: 'PUT', path: '/profiles/upsert' }),
    );
  });

  it('describes an operation from the reference model: auth, body schema and example, responses', async () => {
    const op = json(await call('get_operation', { api: 'profiles', operationId: 'upsertProfile' }));
    expect(op).toMatchObject({ method: 'PUT', path: '/profiles/upsert', summary: 'Upsert a profile' });
    expect(op.auth.flat().map((a: { where: string }) => a.where)).toContain('API key in the header X-Access-Token');
    expect(op.auth.flat()[0].kind).toMatch(/Public access token/);
    expect(op.requestBody.contents[0].examples.length).toBeGreaterThan(0);
    expect(op.responses[0].status).toBe('200');
    // Named schemas the operation links to come with it (a set field's item, here).
    expect(JSON.stringify(op.requestBody)).toContain('"name":"SetFieldItem"');
    expect(Object.keys(op.schemas)).toContain('SetFieldItem');
  });

  it("gives an operation's request samples as its Markdown copy does: curl, then the Profiles SDK call", async () => {
    const op = json(await call('get_operation', { api: 'profiles', operationId: 'getProfile' }));
    expect(op.samples.map((s: { label: string }) => s.label)).toEqual(['curl', 'Profiles SDK']);
    expect(op.samples[0]).toMatchObject({ lang: 'sh', source: expect.stringMatching(/^curl --request GET/) });
    expect(op.samples[1]).toMatchObject({
      lang: 'ts',
      source: expect.stringContaining("await profiles.getProfile('prf_9Xc2kq7Z', { relevant: true });"),
    });
    const section = text(await call('get_page', { url_or_path: '/api/profiles#getProfile' }));
    for (const sample of op.samples)
      expect(section).toContain(`${sample.label}:\n\n\`\`\`${sample.lang}\n${sample.source}\n`);
    // The Content API has no SDK: curl alone.
    const content = json(await call('get_operation', { api: 'content', operationId: 'createFilter' }));
    expect(content.samples.map((s: { label: string }) => s.label)).toEqual(['curl']);
  });

  it('names the closest operationIds and the APIs for unknown ones', async () => {
    const op = await call('get_operation', { api: 'profiles', operationId: 'upsertProfiles' });
    expect(op.isError).toBe(true);
    expect(text(op)).toMatch(
      /no operation "upsertProfiles" in the profiles API: expected an operationId\. Closest: upsertProfile/,
    );
    const api = await call('list_operations', { api: 'profile' });
    expect(text(api)).toBe('unknown api "profile": expected one of content, profiles (closest: profiles)');
  });

  it('refuses an api id or a tool name too long to be one before looking for the closest', async () => {
    const api = await call('get_operation', { api: 'p'.repeat(100_000), operationId: 'x' });
    expect(api.isError).toBe(true);
    expect(text(api)).toContain('api: expected at most 64 characters');
    const tool = await call('t'.repeat(100_000), {});
    expect(tool.isError).toBe(true);
    expect(text(tool)).toMatch(/^unknown tool "t{64}…": expected one of/);
  });
});

describe('check_request', () => {
  const upsert = {
    api: 'profiles',
    method: 'PUT',
    url: 'https://profiles.acme.com/api/v1/consumer/profiles/upsert',
    body: { fields: { email: 'ada@example.com' } },
  };

  it('answers valid for a request the reference allows', async () => {
    const result = json(await call('check_request', { ...upsert, headers: { 'X-Access-Token': '<public token>' } }));
    expect(result).toEqual({ valid: true, operation: 'profiles#upsertProfile (PUT /profiles/upsert)' });
  });

  it('flags a misplaced token, a bad body at its pointer, and an unknown path with the closest', async () => {
    const misplaced = json(await call('check_request', { ...upsert, headers: { Authorization: 'Bearer x' } }));
    expect(misplaced.valid).toBe(false);
    expect(misplaced.problems.join('\n')).toMatch(/token: expected the x-access-token header.*found none/);
    const inQuery = json(
      await call('check_request', { ...upsert, url: `${upsert.url}?X-Access-Token=x`, headers: {} }),
    );
    expect(inQuery.problems.join('\n')).toContain("found the token's name in the query instead");
    const badBody = json(
      await call('check_request', { ...upsert, headers: { 'x-access-token': 'x' }, body: '{"fields": {}}' }),
    );
    expect(badBody.problems.join('\n')).toContain('request body: fields must NOT have fewer than 1 properties');
    const unknown = json(await call('check_request', { ...upsert, url: '/profiles/upsertt' }));
    expect(unknown.problems[0]).toContain('Closest operations: PUT /profiles/upsert (upsertProfile)');
  });

  it('reports one problem per field, in the words of the API', async () => {
    const check = async (fields: unknown) =>
      json(await call('check_request', { ...upsert, headers: { 'x-access-token': 'x' }, body: { fields } }));
    const item = await check({ interests: [{ name: 'running', value: 'yes' }] });
    expect(item.problems).toEqual([
      "request body: fields.interests[0].value must be a boolean, 1 or 0, or 'true' or 'false'",
    ]);
    const mixed = await check({ interests: ['running', 5], email: 'ada@example.com' });
    expect(mixed.problems).toHaveLength(1);
    expect(mixed.problems[0]).toMatch(/^request body: fields\.interests\[1\] must be a string$/);
    const extra = await check({ interests: [{ name: 'running', value: true, weight: 2 }] });
    expect(extra.problems).toEqual(['request body: fields.interests[0].weight is not a property the API takes']);
    for (const problem of [...item.problems, ...mixed.problems]) expect(problem).not.toMatch(/schema #|anyOf|rule/);
  });

  it('refuses a URL on another host, naming the servers', async () => {
    const result = json(await call('check_request', { ...upsert, url: 'https://example.com/x' }));
    expect(result.problems[0]).toContain(
      "is not on the profiles API's servers: expected a URL under https://profiles.acme.com",
    );
  });
});

describe('resources', () => {
  it('serves llms.txt and each page copy', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('https://docs.acme.com/llms.txt');
    expect(resources.map((r) => r.uri)).toContain('https://docs.acme.com/docs/acme-profiles/intro.md');
    const page = await client.readResource({ uri: 'https://docs.acme.com/docs/acme-profiles/intro.md' });
    expect(resourceText(page)).toBe(data.pages.get('/docs/acme-profiles/intro'));
    const llms = await client.readResource({ uri: 'https://docs.acme.com/llms.txt' });
    expect(resourceText(llms)).toBe(data.llmsTxt);
  });
});

describe('MCP_LOG=1', () => {
  it('writes one structured line per tool call to stderr, and nothing without it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await call('search_docs', { query: 'upsert profile', limit: 2 });
      expect(spy).not.toHaveBeenCalled();
      process.env.MCP_LOG = '1';
      await call('search_docs', { query: 'upsert profile', limit: 2 });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(spy.mock.calls[0][0]))).toMatchObject({
        event: 'mcp_tool',
        tool: 'search_docs',
        query: 'upsert profile',
        results: 2,
      });
    } finally {
      delete process.env.MCP_LOG;
      spy.mockRestore();
    }
  });
});
