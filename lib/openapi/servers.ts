import { isObj } from './document';

/**
 * The URLs a document's `servers` can stand for: each variable replaced by every value of its
 * `enum`, else by its default. The example check matches requests against them; the CSP takes
 * their origins.
 */
export function serverUrls(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return servers.filter(isObj).flatMap((server) => {
    let urls = [String(server.url ?? '')];
    const variables = isObj(server.variables) ? server.variables : {};
    for (const [name, v] of Object.entries(variables)) {
      const variable = isObj(v) ? v : {};
      const values =
        Array.isArray(variable.enum) && variable.enum.length
          ? variable.enum.map(String)
          : [String(variable.default ?? '')];
      urls = urls.flatMap((url) =>
        url.includes(`{${name}}`) ? values.map((value) => url.split(`{${name}}`).join(value)) : [url],
      );
    }
    return urls;
  });
}
