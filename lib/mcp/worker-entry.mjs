// The MCP worker thread's entry (lib/mcp/worker-backend.ts). A worker does not inherit the
// TypeScript loader its parent runs under (`tsx scripts/start.ts`), so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
