/** The path `npm start` serves the docs' MCP server at. */
export const MCP_PATH = '/mcp';
/** The docs page that says how to connect an MCP client. */
export const MCP_GUIDE = '/docs/ai-agents/mcp-server';
