import { siteConfig } from '@/lib/config/site';
import { mcpServerCard } from '@/lib/mcp/server-card';

export const dynamic = 'force-static';

/**
 * The MCP server card (/.well-known/mcp/server-card.json): where the docs' MCP server answers.
 * A `.node.ts` route: the static export has no /mcp, so it does not advertise one either.
 */
export function GET() {
  return Response.json(mcpServerCard(siteConfig.url));
}
