import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { applicableOrigins } from '../http/origins.client';
import { isObj, type Obj } from '../openapi/document';
import { MAX_DOCUMENT_BYTES } from '../openapi/document-limits';

/** Host combinations enumerated exactly; past this a host variable becomes a wildcard label. */
const MAX_ENUMERATED_HOSTS = 8;

const variableValues = (variable: unknown): string[] => {
  const v = isObj(variable) ? variable : {};
  return Array.isArray(v.enum) && v.enum.length ? v.enum.map(String) : [String(v.default ?? '')];
};

/**
 * The origins of one server: exact while its host's variables have at most MAX_ENUMERATED_HOSTS
 * combinations, else one wildcard source (`https://*.api.example.com`, `:*` for a port): the cross
 * product of enum values grows without bound (274 bytes of YAML made 8,000 origins). A variable
 * that a wildcard cannot stand for (in the last two labels of the host, or the scheme) adds
 * nothing: such a server is not reachable from Try it rather than the policy allowing a whole TLD.
 */
function oneServerOrigins(server: Obj): string[] {
  const template = String(server.url ?? '');
  const match = /^(https?):\/\/([^/?#]*)/i.exec(template);
  if (!match) return []; // relative (covered by 'self'), another scheme, or a templated scheme
  const [, scheme, authority] = match;
  const variables = isObj(server.variables) ? server.variables : {};
  const names = [...authority.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  // A variable the document does not define cannot be filled in: no origin.
  if (names.some((name) => !(name in variables))) return [];
  const combinations = names.reduce((n, name) => n * variableValues(variables[name]).length, 1);
  if (combinations <= MAX_ENUMERATED_HOSTS) {
    let authorities = [authority];
    for (const name of new Set(names))
      authorities = authorities.flatMap((a) =>
        variableValues(variables[name]).map((v) => a.split(`{${name}}`).join(v)),
      );
    return authorities.flatMap((a) => {
      try {
        const url = new URL(`${scheme}://${a}`);
        return /[{}]/.test(url.host) ? [] : [url.origin];
      } catch {
        return [];
      }
    });
  }
  const [host, port] = authority.split(/:(?=[^:]*$)/);
  const labels = host.split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  const fixed = labels.slice(last + 1);
  if (fixed.length < 2 || fixed.some((label) => !/^[a-z0-9-]+$/i.test(label))) return [];
  const portPart = port === undefined ? '' : /[{}]/.test(port) ? ':*' : /^\d+$/.test(port) ? `:${port}` : '';
  return [`${scheme.toLowerCase()}://${last >= 0 ? '*.' : ''}${fixed.join('.').toLowerCase()}${portPart}`];
}

/** The origins a document's servers can have (see oneServerOrigins). */
export function serverOrigins(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return [...new Set(servers.filter(isObj).flatMap(oneServerOrigins))];
}

/** The most bytes the Try it sources may add to connect-src: the whole policy stays under 8 KB. */
const MAX_CONNECT_SOURCES_BYTES = 4096;

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
 * adds nothing here: the content check fails the build on it with a proper message. Loopback
 * origins (`http://localhost:*`) count only in development (lib/http/origins.client.ts: applicableOrigins).
 */
export function readTryItConnectSources(
  config: { apis?: Array<{ file: string; tryIt?: { allowedOrigins?: string[] } }> },
  root = process.cwd(),
  { development = false }: { development?: boolean } = {},
): string[] {
  const apis = (config.apis ?? []).map((api) => {
    let servers: unknown = [];
    try {
      const file = path.resolve(root, api.file);
      // Over the limit, the content check refuses it (lib/openapi/load.ts): not parsed here either.
      if (fs.statSync(file).size > MAX_DOCUMENT_BYTES) throw new Error('too large');
      const text = fs.readFileSync(file, 'utf8');
      const doc = api.file.endsWith('.json') ? JSON.parse(text) : yaml.load(text, { schema: yaml.CORE_SCHEMA });
      servers = isObj(doc) ? doc.servers : [];
    } catch {
      servers = [];
    }
    return { file: api.file, servers, allowedOrigins: applicableOrigins(api.tryIt?.allowedOrigins ?? [], development) };
  });
  const sources = tryItConnectSources(apis);
  const bytes = sources.join(' ').length;
  if (bytes > MAX_CONNECT_SOURCES_BYTES) {
    const largest = apis
      .map((api) => ({ file: api.file, bytes: tryItConnectSources([api]).join(' ').length }))
      .sort((a, b) => b.bytes - a.bytes)[0];
    throw new Error(
      `${largest.file}: its servers and allowed origins add ${largest.bytes} bytes to the Content-Security-Policy ` +
        `(all references: ${bytes}; at most ${MAX_CONNECT_SOURCES_BYTES}, so the header stays under 8 KB): ` +
        'use fewer servers or server variables with fewer values',
    );
  }
  return sources;
}
