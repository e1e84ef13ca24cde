/**
 * The cross-product probe of issue 39, run by e2e/security.spec.ts in a child process with a small
 * heap: a document whose `servers[].variables` multiply to 6.4 million URLs (about 830 bytes of
 * variables), taken through what the build and `npm start` do with a reference: the loader in both
 * modes (the content check), the model and the example check's operations (the build, the MCP
 * worker at start), and the Try it connect sources (next.config.ts and scripts/start.ts at start).
 * Prints one JSON line: what each step kept and the heap it ended with. Without the bounds of
 * lib/openapi/servers.ts the process runs out of its heap (854 MB were measured) or lists millions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modelOperations } from '../../lib/examples/operations';
import { crossProduct } from '../../lib/openapi/__fixtures__/hostile';
import { loadOpenApiDocument } from '../../lib/openapi/load';
import { toApiReference } from '../../lib/openapi/model';
import { readTryItConnectSources } from '../../lib/try-it/csp-sources';

const document = {
  openapi: '3.1.0',
  info: { title: 'Bomb', version: '1' },
  servers: [crossProduct, crossProduct],
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        summary: 'List things',
        tags: ['things'],
        responses: { '200': { description: 'OK', content: { 'application/json': { example: [] } } } },
      },
    },
  },
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-variables-probe-'));
try {
  const file = 'openapi/bomb.json';
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.writeFileSync(path.join(root, file), JSON.stringify(document));
  const lenient = await loadOpenApiDocument(file, 'lenient', root);
  const strict = await loadOpenApiDocument(file, 'strict', root);
  const model = toApiReference(lenient.dereferenced, {
    id: 'bomb',
    samples: false,
    warnings: lenient.warnings,
    raw: lenient.raw,
  });
  const operations = modelOperations('bomb', file, model);
  const connect = readTryItConnectSources({ apis: [{ file }] }, root);
  console.log(
    JSON.stringify({
      variableBytes: JSON.stringify(crossProduct.variables).length,
      warnings: { lenient: lenient.warnings, strict: strict.warnings },
      exampleCheckServers: operations.servers.length,
      modelEnumValues: model.servers.flatMap((s) => Object.values(s.variables ?? {}).map((v) => v.enum?.length ?? 0)),
      connectSources: connect,
      heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    }),
  );
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
