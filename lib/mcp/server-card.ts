import { MCP_GUIDE, MCP_PATH } from './endpoint';
import { SERVER_NAME_TITLE, SERVER_VERSION } from './identity';

/**
 * The MCP Server Card (the server-card extension's discovery document, served at
 * /.well-known/mcp/server-card.json): a reverse-DNS name, the version and the Streamable HTTP endpoint.
 */
export function mcpServerCard(siteUrl: string) {
  const url = new URL(siteUrl);
  const name = `${url.hostname.split('.').reverse().join('.')}${MCP_PATH}`;
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name,
    version: SERVER_VERSION,
    title: SERVER_NAME_TITLE,
    description:
      'Search the docs, read any docs page or API reference as Markdown, look up Content API and Profiles API operations, ' +
      'and check a request against the reference before sending it. Read-only, no sign-in.',
    websiteUrl: new URL(MCP_GUIDE, url).toString(),
    remotes: [{ type: 'streamable-http', url: new URL(MCP_PATH, url).toString() }],
  };
}
