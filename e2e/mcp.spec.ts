import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '@playwright/test';

// The docs' MCP server as an agent meets it: the SDK's client over `npm start`'s /mcp and over
// `npm run mcp`'s stdio (reading the same build), which must answer alike. HTTP only: desktop project.

let http: Client;
let stdio: Client;

test.describe('MCP server', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name === 'mobile', 'HTTP only: checked once, in the desktop project'),
  );

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name === 'mobile') return;
    const baseURL = String(testInfo.project.use.baseURL);
    const root = path.dirname(testInfo.config.configFile ?? '');
    http = new Client({ name: 'e2e-http', version: '1.0.0' });
    await http.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
    stdio = new Client({ name: 'e2e-stdio', version: '1.0.0' });
    await stdio.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/mcp.ts', '--from', '.next'],
        cwd: root,
        stderr: 'ignore',
      }),
    );
  });

  test.afterAll(async () => {
    await http?.close();
    await stdio?.close();
  });

  const both = async (name: string, args: Record<string, unknown>) => {
    const [a, b] = await Promise.all([
      http.callTool({ name, arguments: args }) as Promise<CallToolResult>,
      stdio.callTool({ name, arguments: args }) as Promise<CallToolResult>,
    ]);
    return [a, b] as const;
  };
  const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

  test('HTTP and stdio answer the same search, page and operation', async ({ request }) => {
    const [searchHttp, searchStdio] = await both('search_docs', { query: 'upsert profile consent', limit: 5 });
    expect(searchHttp.isError).toBeFalsy();
    expect(JSON.parse(text(searchHttp)).results).toHaveLength(5);
    expect(searchStdio).toEqual(searchHttp);

    const [pageHttp, pageStdio] = await both('get_page', { url_or_path: '/docs/acme-profiles/intro' });
    expect(pageStdio).toEqual(pageHttp);
    // The same bytes as the page's Markdown copy on the site.
    expect(text(pageHttp)).toBe(await (await request.get('/docs/acme-profiles/intro.md')).text());

    const [opHttp, opStdio] = await both('get_operation', { api: 'profiles', operationId: 'upsertProfile' });
    expect(opStdio).toEqual(opHttp);
    expect(JSON.parse(text(opHttp))).toMatchObject({ method: 'PUT', path: '/profiles/upsert' });
    expect(stdio.getInstructions()).toBe(http.getInstructions());
  });

  test("get_operation gives the operation's request samples as its Markdown copy on the site does", async ({
    request,
  }) => {
    const [opHttp, opStdio] = await both('get_operation', { api: 'profiles', operationId: 'upsertProfile' });
    expect(opStdio).toEqual(opHttp);
    const samples: Array<{ label: string; lang?: string; source: string }> = JSON.parse(text(opHttp)).samples;
    expect(samples.map((s) => s.label)).toEqual(['curl', 'Profiles SDK']);
    expect(samples[0].source).toMatch(
      /^curl --request PUT \\\n {2}--url https:\/\/profiles\.acme\.com\/.*\/profiles\/upsert/,
    );
    expect(samples[1].source).toContain('await profiles.upsert({');
    expect(samples[1].source).not.toContain('---cut---');
    const copy = await (await request.get('/api/profiles.md')).text();
    for (const sample of samples)
      expect(copy).toContain(`${sample.label}:\n\n\`\`\`${sample.lang}\n${sample.source}\n\`\`\``);
  });

  test('check_request flags a Profiles token sent as a bearer token', async () => {
    const args = {
      api: 'profiles',
      method: 'GET',
      url: 'https://profiles.acme.com/api/v1/consumer/segments',
      headers: { Authorization: 'Bearer <private token>' },
    };
    for (const result of await both('check_request', args)) {
      const answer = JSON.parse(text(result));
      expect(answer.valid).toBe(false);
      expect(answer.problems.join('\n')).toMatch(/token: expected the x-access-token header.*access_token query/);
    }
    const fixed = await http.callTool({
      name: 'check_request',
      arguments: { ...args, headers: { 'X-Access-Token': 'x' } },
    });
    expect(JSON.parse(text(fixed as CallToolResult)).valid).toBe(true);
  });

  test('the tools list carries descriptions an agent can act on', async () => {
    const { tools } = await http.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_request',
      'get_operation',
      'get_page',
      'list_operations',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(100);
      for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {}))
        expect((schema as { description?: string }).description, `${tool.name}.${name}`).toBeTruthy();
    }
    expect((await stdio.listTools()).tools).toEqual(tools);
  });

  test('bad input gets an error naming what was expected and the nearest values', async () => {
    const [op] = await both('get_operation', { api: 'profiles', operationId: 'upsertProfiles' });
    expect(op.isError).toBe(true);
    expect(text(op)).toContain('Closest: upsertProfile');
    const [query] = await both('search_docs', { query: 'x'.repeat(513) });
    expect(text(query)).toContain('expected at most 512 characters');
  });

  test('/mcp takes GET and POST (and CORS preflights) only, checks the Origin, and answers a parse error for malformed JSON', async ({
    request,
  }) => {
    const post = (data: string, headers: Record<string, string> = {}) =>
      request.post('/mcp', {
        data,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      });
    const malformed = await post('{"jsonrpc": "2.0", ');
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.code).toBe(-32700);
    const rebinding = await post('{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { origin: 'http://evil.example' });
    expect(rebinding.status()).toBe(403);
    const deleted = await request.delete('/mcp');
    expect(deleted.status()).toBe(405);
    expect(deleted.headers().allow).toBe('GET, POST, OPTIONS');
    // Every other path keeps the site's rules: POST is refused with the CSP on.
    const other = await request.post('/docs/experience-sdk/intro');
    expect(other.status()).toBe(405);
    expect(other.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('the endpoint is discoverable from llms.txt and the server card', async ({ request }) => {
    expect(await (await request.get('/llms.txt')).text()).toContain('- [MCP endpoint](https://docs.acme.com/mcp)');
    const card = await (await request.get('/.well-known/mcp/server-card.json')).json();
    expect(card.remotes).toEqual([{ type: 'streamable-http', url: 'https://docs.acme.com/mcp' }]);
    expect((await request.get('/docs/ai-agents/mcp-server')).status()).toBe(200);
  });
});
