import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { isObj } from '../openapi/document';
import { serverUrls } from '../openapi/servers';

/** The origins a document's servers can have: every enum value of a host variable, else its default. */
export function serverOrigins(servers: unknown): string[] {
  const out = new Set<string>();
  for (const url of serverUrls(servers)) {
    try {
      const parsed = new URL(url);
      // A relative server (`/v1`) is the site itself: 'self' already covers it.
      if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/[{}]/.test(parsed.host))
        out.add(parsed.origin);
    } catch {
      // Relative or still templated: nothing to add.
    }
  }
  return [...out];
}

/**
 * The connect-src sources the "Try it" console needs: every reference's server origins and its
 * configured custom origins (`apis[].tryIt.allowedOrigins`), sorted and without repeats.
 */
export function tryItConnectSources(apis: Array<{ servers: unknown; allowedOrigins: string[] }>): string[] {
  return [...new Set(apis.flatMap((api) => [...serverOrigins(api.servers), ...api.allowedOrigins]))].sort();
}

/**
 * Reads the sources at build time from the raw site configuration and its documents (next.config.ts
 * and the static export both call this before any page is built). A document that cannot be read
 * adds nothing here: the content check fails the build on it with a proper message.
 */
export function readTryItConnectSources(
  config: { apis?: Array<{ file: string; tryIt?: { allowedOrigins?: string[] } }> },
  root = process.cwd(),
): string[] {
  return tryItConnectSources(
    (config.apis ?? []).map((api) => {
      let servers: unknown = [];
      try {
        const text = fs.readFileSync(path.resolve(root, api.file), 'utf8');
        const doc = api.file.endsWith('.json') ? JSON.parse(text) : yaml.load(text, { schema: yaml.CORE_SCHEMA });
        servers = isObj(doc) ? doc.servers : [];
      } catch {
        servers = [];
      }
      return { servers, allowedOrigins: api.tryIt?.allowedOrigins ?? [] };
    }),
  );
}
