/**
 * Files published for tools (coding agents, MCP clients, API tooling in other origins) are
 * readable from any origin: `Access-Control-Allow-Origin: *`. They are public, read-only and carry
 * no credentials, so a wildcard exposes nothing a plain `curl` would not. Pages, Try it modules,
 * search shards and everything else send no CORS header, so no other origin can read them from
 * a browser. The MCP endpoint has its own allow-list (lib/mcp/http.ts).
 */

export const TOOL_CORS_HEADER = { key: 'Access-Control-Allow-Origin', value: '*' } as const;

/**
 * llms.txt, the Markdown copies of docs, posts and references (`*.md`), the MCP server card, the
 * search records and the OpenAPI documents' downloads (`/api/<id>.yaml|json`, a version's under
 * `/api/<version>/`).
 */
const TOOL_FILE =
  /^\/(?:llms(?:-full)?\.txt|search-records\.json|\.well-known\/mcp\/server-card\.json|(?:docs|blog|api)\/[^?#]*\.md|[^/?#]+\.md|api\/(?:[^/?#]+\/)?[^/?#]+\.(?:yaml|json))$/;

/** Whether a request path (no query string) is a file published for tools. */
export function isToolFile(pathname: string): boolean {
  return TOOL_FILE.test(pathname);
}
