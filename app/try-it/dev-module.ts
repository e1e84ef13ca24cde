import { getContentGraph } from '@/lib/site/source';
import { tryItEntries } from '@/lib/try-it/operation-data';
import { validatorModule } from '@/lib/try-it/validator-module';

/**
 * Development only: the "Try it" module of one operation of reference `api` (a docs version's
 * pinned one: `3.2/content`), made from the document as it is now, so an OpenAPI edit reaches the
 * console without a rebuild. The build writes the same modules to public/try-it/ instead
 * (scripts/try-it-modules.ts).
 */
export async function tryItModuleResponse(api: string, file: string): Promise<Response> {
  const graph = getContentGraph();
  const entry = (await graph.apis()).find(({ spec }) => spec.id === api);
  const operationId = file.replace(/\.js$/, '');
  const spec = entry && { id: api, index: graph.config.apis.findIndex((s) => s.id === api), tryIt: entry.spec.tryIt };
  const found = entry && spec && tryItEntries(spec, entry.model).find((e) => e.operation.id === operationId);
  if (!entry || !found) return new Response(`No operation "${operationId}" in the ${api} reference`, { status: 404 });
  const { code } = await validatorModule(entry.loaded.raw, found);
  return new Response(code, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });
}
