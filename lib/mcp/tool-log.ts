/**
 * One structured line per tool call when `MCP_LOG=1` (stderr: stdout is the stdio transport's):
 * the tool, what was asked (a search's query, a page's path, an operation's id; never a body, a
 * header value or a query string, which may carry tokens), how many results, how long it took.
 * `npm run insights` reads these lines.
 */
export interface ToolLogLine {
  at: string;
  event: 'mcp_tool';
  tool: string;
  query?: string;
  api?: string;
  results: number;
  error: boolean;
  ms: number;
}

const path = (value: unknown) => (typeof value === 'string' ? value.split(/[?#]/)[0].slice(0, 512) : undefined);

/** What a call asked, safe to log. */
function asked(tool: string, args: Record<string, unknown>): Pick<ToolLogLine, 'query' | 'api'> {
  const api = typeof args.api === 'string' ? args.api.slice(0, 64) : undefined;
  switch (tool) {
    case 'search_docs':
      return { query: typeof args.query === 'string' ? args.query.slice(0, 512) : undefined };
    case 'get_page':
      return { query: path(args.url_or_path) };
    case 'get_operation':
      return { api, query: typeof args.operationId === 'string' ? args.operationId.slice(0, 128) : undefined };
    case 'check_request':
      return {
        api,
        query: `${String(args.method ?? '')
          .slice(0, 10)
          .toUpperCase()} ${path(args.url) ?? ''}`.trim(),
      };
    default:
      return { api };
  }
}

/** How many results an answer holds: search results, operations, problems, or 1 for a page. */
function resultCount(result: { isError?: boolean; structuredContent?: Record<string, unknown> }): number {
  if (result.isError) return 0;
  const content = result.structuredContent ?? {};
  for (const key of ['results', 'operations', 'problems'])
    if (Array.isArray(content[key])) return (content[key] as unknown[]).length;
  return 1;
}

/** The log line of one call. Pure. */
export function toolLogLine(
  tool: string,
  args: Record<string, unknown> | undefined,
  result: { isError?: boolean; structuredContent?: Record<string, unknown> },
  ms: number,
  now = new Date(),
): ToolLogLine {
  return {
    at: now.toISOString(),
    event: 'mcp_tool',
    tool: tool.slice(0, 64),
    ...asked(tool, args ?? {}),
    results: resultCount(result),
    error: Boolean(result.isError),
    ms: Math.round(ms * 10) / 10,
  };
}

/** Whether tool calls are logged: `MCP_LOG=1`. */
export const toolLogEnabled = () => process.env.MCP_LOG === '1';
