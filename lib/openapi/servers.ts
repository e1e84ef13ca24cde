import { isObj, type Obj } from './document';
import type { Warning } from './types';

/**
 * The most URLs one server stands for. The cross product of its variables' values grows without
 * bound (830 bytes of variables made 6,400,000 URLs: 6.7 s and 854 MB at every start), while a
 * real server has a few regions or environments (the corpus' largest: 2). 64 keeps the example
 * check's and the MCP server's lookups and messages short; the CSP side has its own bound
 * (lib/try-it/csp-sources.ts: MAX_ENUMERATED_HOSTS).
 */
export const MAX_SERVER_URLS = 64;

/**
 * The most values of one server variable the model keeps (the overview lists them, Try it offers
 * them in a select). Every operation's Try it module carries the servers, so the values are copied
 * once per operation: 10,000 values and 1,000 operations made 10 million. Real variables list a few
 * regions or environments (the corpus' most: 2); 64 is a long select already.
 */
export const MAX_SERVER_VARIABLE_VALUES = 64;

const PLACEHOLDER = /\{([^}]*)\}/g;

/**
 * A variable's `enum` as the model keeps it: at most MAX_SERVER_VARIABLE_VALUES values, in order,
 * the default among them (in place of the last kept one when it comes later); none without an enum.
 */
export function variableEnum(variable: unknown): string[] | undefined {
  const v = isObj(variable) ? variable : {};
  if (!Array.isArray(v.enum)) return undefined;
  const values = v.enum.map(String);
  if (values.length <= MAX_SERVER_VARIABLE_VALUES) return values;
  const kept = values.slice(0, MAX_SERVER_VARIABLE_VALUES);
  const byDefault = v.default === undefined ? undefined : String(v.default);
  if (byDefault !== undefined && values.includes(byDefault) && !kept.includes(byDefault))
    kept[kept.length - 1] = byDefault;
  return kept;
}

/** A variable's values: its `enum`, else its default. */
function variableValues(variable: unknown): string[] {
  const v = isObj(variable) ? variable : {};
  return Array.isArray(v.enum) && v.enum.length ? v.enum.map(String) : [String(v.default ?? '')];
}

/** The defined variables a server's URL uses, in the order the document declares them, with their values. */
function usedVariables(server: Obj): Array<{ name: string; values: string[]; fallback: string }> {
  const url = String(server.url ?? '');
  const variables = isObj(server.variables) ? server.variables : {};
  const used = new Set([...url.matchAll(PLACEHOLDER)].map((m) => m[1]));
  return Object.entries(variables)
    .filter(([name]) => used.has(name))
    .map(([name, v]) => {
      const values = variableValues(v);
      const byDefault = isObj(v) && v.default !== undefined ? String(v.default) : undefined;
      return { name, values, fallback: byDefault !== undefined && values.includes(byDefault) ? byDefault : values[0] };
    });
}

/** How many URLs a server's variables make as a full cross product (Infinity past 2^53). */
function combinations(server: Obj): number {
  const count = usedVariables(server).reduce((n, { values }) => n * values.length, 1);
  return count > Number.MAX_SAFE_INTEGER ? Number.POSITIVE_INFINITY : count;
}

/**
 * The URLs one server stands for, at most MAX_SERVER_URLS: every value of each variable while the
 * combinations stay within the bound (in the document's order), its default for the others. Each
 * URL is one pass over the template: linear in its length.
 */
function oneServerUrls(server: Obj): string[] {
  const url = String(server.url ?? '');
  const single = new Map<string, string>();
  // Only the variables enumerated vary between URLs: at most log2(MAX_SERVER_URLS) of them.
  let choices: Array<Map<string, string>> = [new Map()];
  for (const { name, values, fallback } of usedVariables(server)) {
    if (values.length === 1 || choices.length * values.length > MAX_SERVER_URLS) single.set(name, fallback);
    else choices = choices.flatMap((chosen) => values.map((value) => new Map(chosen).set(name, value)));
  }
  return choices.map((chosen) =>
    url.replace(PLACEHOLDER, (whole, name: string) => chosen.get(name) ?? single.get(name) ?? whole),
  );
}

/**
 * The URLs a document's `servers` can stand for: each variable replaced by every value of its
 * `enum`, else by its default, at most MAX_SERVER_URLS per server (serverWarnings says which
 * servers are cut). The example check matches requests against them; the CSP takes their origins
 * (lib/try-it/csp-sources.ts).
 */
export function serverUrls(servers: unknown): string[] {
  if (!Array.isArray(servers)) return [];
  return servers.filter(isObj).flatMap(oneServerUrls);
}

/** Warnings at each variable with more than MAX_SERVER_VARIABLE_VALUES values. */
function enumWarnings(server: Obj, i: number): Warning[] {
  return Object.entries(isObj(server.variables) ? server.variables : {}).flatMap(([name, v]) =>
    isObj(v) && Array.isArray(v.enum) && v.enum.length > MAX_SERVER_VARIABLE_VALUES
      ? [
          {
            pointer: `/servers/${i}/variables/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/enum`,
            message:
              `the server variable has ${v.enum.length.toLocaleString('en')} values; the reference and Try it offer ` +
              `${MAX_SERVER_VARIABLE_VALUES} of them (the first, and the default): give fewer values`,
          },
        ]
      : [],
  );
}

/**
 * A warning at each server whose variables make more than MAX_SERVER_URLS URLs, and at each
 * variable with more than MAX_SERVER_VARIABLE_VALUES values.
 */
export function serverWarnings(servers: unknown): Warning[] {
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server, i) => {
    if (!isObj(server)) return [];
    const count = combinations(server);
    if (count <= MAX_SERVER_URLS) return enumWarnings(server, i);
    const counted = Number.isFinite(count) ? count.toLocaleString('en') : 'more than 2^53';
    return [
      {
        pointer: `/servers/${i}/variables`,
        message:
          `the values of the server variables combine into ${counted} URLs; the example check and the MCP server ` +
          `match ${MAX_SERVER_URLS} of them (the variables past the bound at their default): ` +
          'give fewer enum values, or one server per region',
      },
      ...enumWarnings(server, i),
    ];
  });
}
