/**
 * `npm run mcp`: the docs' MCP server over stdio, for an MCP client that starts it as a local
 * process. It answers from the build's output, so run `npm run build` (reads .next and public/)
 * or `npm run export` (reads out/) first; with both, the newer is read.
 *
 * Usage: tsx scripts/mcp.ts [--from .next|out] [--root DIR]
 * Nothing but JSON-RPC goes to stdout; messages for people go to stderr.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadBuildOutput } from '../lib/mcp/data';
import { createDocsMcpServer } from '../lib/mcp/server';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const from = option('--from');
if (from !== undefined && from !== '.next' && from !== 'out') {
  console.error(`mcp: --from: expected ".next" or "out", got "${from}"`);
  process.exit(1);
}
const root = path.resolve(option('--root') ?? process.cwd());
try {
  const data = await loadBuildOutput(root, from);
  await createDocsMcpServer(data).connect(new StdioServerTransport());
  console.error(`mcp: Acme docs MCP server on stdio (${data.pages.size} pages, ${data.apis.length} APIs)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
