import { apiCompare, type Diff } from 'api-smart-diff';
import { CHANGE_RULES, type ChangeRuleId } from './change-rules';
import { type ChangeSummary, phrase, summaryText } from './change-summary';
import { follow, isObj, join, METHODS, type Obj } from './document';

/**
 * What changed between two states of an OpenAPI document, change by change, each classified
 * breaking or not with the rule that decided it (./change-rules.ts). api-smart-diff compares the
 * documents ($refs followed, arrays matched by meaning: parameters by name and place, enum values
 * by value); this file groups its changes by operation, splits what it reports whole (a list of
 * parameters added at once), compares each operation's effective security itself, and applies the
 * portal's rules where they differ from the library's (README.md, "API changelog").
 */

/** What a change is about. */
type ChangeKind =
  | 'operation'
  | 'parameter'
  | 'request-field'
  | 'response-field'
  | 'enum'
  | 'status'
  | 'security'
  | 'document';
type ChangeAction = 'added' | 'removed' | 'changed' | 'deprecated';

/** The operation a change belongs to, by method and path (its operationId in the newer state, else the older). */
export interface ChangedOperation {
  method: string;
  path: string;
  operationId?: string;
  webhook?: boolean;
}

export interface ApiChange {
  kind: ChangeKind;
  action: ChangeAction;
  breaking: boolean;
  rule: ChangeRuleId;
  /** Whose verdict `breaking` is: the portal's rule, or api-smart-diff's for the rules that defer to it. */
  by: 'rule' | 'api-smart-diff';
  /** One line in English, with names in backticks: "query parameter `limit` added (optional)". */
  summary: string;
  /** The same line as data, for a page to word in its locale (./change-summary.ts). */
  message: ChangeSummary;
  operation?: ChangedOperation;
  /** Where in the document (the newer state's, the older's for a removal), as a JSON pointer. */
  pointer: string;
}

type Path = ReadonlyArray<string | number>;

/** The value at `path`, following local `$ref`s on the way, as api-smart-diff does. */
export function resolveAt(doc: Obj, path: Path): unknown {
  let node: unknown = doc;
  for (const key of path) {
    node = follow(doc, node, '').node;
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return follow(doc, node, '').node;
}

const isMethod = (key: unknown): key is (typeof METHODS)[number] => METHODS.includes(key as (typeof METHODS)[number]);
/** A value as inline code, cut at 80 characters: a whole schema added would otherwise fill the line. */
const code = (v: unknown) => {
  const text = (typeof v === 'string' ? v : JSON.stringify(v)) ?? String(v);
  return `\`${text.length > 80 ? `${text.slice(0, 79)}…` : text}\``;
};
const pointerOf = (path: Path) => join(...path.map(String));

interface Sides {
  before: Obj;
  after: Obj;
}

/** A change under a rule, with the library's verdict kept for the rules that defer to it. */
function classify(
  rule: ChangeRuleId,
  libraryType: Diff['type'] | undefined,
  {
    summary: message,
    ...fields
  }: Omit<ApiChange, 'rule' | 'breaking' | 'by' | 'summary' | 'message'> & {
    summary: ChangeSummary;
  },
): ApiChange {
  const { breaking } = CHANGE_RULES[rule] as { breaking: boolean | 'library' };
  const words = { summary: summaryText(message), message };
  if (breaking === 'library')
    return { ...fields, ...words, rule, breaking: libraryType === 'breaking', by: 'api-smart-diff' };
  return { ...fields, ...words, rule, breaking, by: 'rule' };
}

/** A field's name from the schema path after `schema`: `items[].name`; and what follows it. */
function fieldPath(sub: Path): { names: string[]; rest: Path } {
  const names: string[] = [];
  let i = 0;
  while (i < sub.length) {
    const key = sub[i];
    if (key === 'properties' && i + 1 < sub.length) {
      names.push(String(sub[i + 1]));
      i += 2;
    } else if (key === 'items') {
      names.push('[]');
      i += 1;
    } else if (key === 'additionalProperties') {
      names.push('{}');
      i += 1;
    } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && typeof sub[i + 1] === 'number') i += 2;
    else break;
  }
  return { names, rest: sub.slice(i) };
}

const fieldName = (names: string[]) =>
  names.reduce((acc, n) => (n === '[]' || n === '{}' ? acc + n : acc ? `${acc}.${n}` : n), '');

const described = (d: Diff): ChangeSummary =>
  d.action === 'add'
    ? phrase('set', { value: code(d.after) })
    : d.action === 'remove'
      ? phrase('valueRemoved', { value: code(d.before) })
      : phrase('changedFrom', { before: code(d.before), after: code(d.after) });

/** An enum value added to or removed from a request or response value. */
function enumChange(d: Diff, rest: Path, side: 'request' | 'response', where: ChangeSummary, base: Fields): ApiChange {
  const whole = rest.length === 1;
  // A whole enum added restricts the values; removed, it lifts the restriction.
  const narrowed = whole ? d.action === 'add' : d.action === 'remove' || d.action === 'replace';
  const widened = whole ? d.action === 'remove' : d.action === 'add' || d.action === 'replace';
  const value = d.action === 'replace' ? `${code(d.before)} → ${code(d.after)}` : code(d.after ?? d.before);
  const shape = whole
    ? d.action === 'add'
      ? 'enumOnly'
      : 'enumLifted'
    : d.action === 'add'
      ? 'enumValueAdded'
      : d.action === 'remove'
        ? 'enumValueRemoved'
        : 'enumValueReplaced';
  const summary = phrase(shape, { subject: where, value });
  const rule: ChangeRuleId =
    side === 'request'
      ? narrowed
        ? 'request-enum-narrowed'
        : 'request-enum-widened'
      : widened
        ? 'response-enum-widened'
        : 'response-enum-narrowed';
  return classify(rule, d.type, {
    ...base,
    kind: 'enum',
    action: d.action === 'add' ? 'added' : d.action === 'remove' ? 'removed' : 'changed',
    summary,
  });
}

type Fields = Pick<ApiChange, 'operation' | 'pointer'>;

/** A change inside a request or response schema: a field added, removed or changed, or an enum value. */
function schemaChange(
  d: Diff,
  sides: Sides,
  schemaPath: Path,
  side: 'request' | 'response',
  where: ChangeSummary,
  base: Fields,
): ApiChange | undefined {
  const sub = d.path.slice(schemaPath.length);
  const { names, rest } = fieldPath(sub);
  if (rest[0] === 'required' && rest.length <= 2) {
    const name = String(d.after ?? d.before);
    const field = fieldName([...names, name]);
    if (d.action !== 'add' && d.action !== 'remove') return undefined;
    const became = d.action === 'add' ? 'required' : 'optional';
    return classify(`${side}-field-now-${became}`, d.type, {
      ...base,
      kind: side === 'request' ? 'request-field' : 'response-field',
      action: 'changed',
      summary: phrase(d.action === 'add' ? 'fieldNowRequired' : 'fieldNowOptional', { field: code(field), where }),
    });
  }
  const field = fieldName(names);
  const label = field ? phrase('field', { field: code(field), where }) : where;
  if (rest[0] === 'enum') return enumChange(d, rest, side, label, base);
  const kind = side === 'request' ? 'request-field' : 'response-field';
  if (rest.length === 0 && names.length && d.action !== 'replace' && d.action !== 'rename') {
    if (d.action === 'remove')
      return classify(side === 'request' ? 'request-field-removed' : 'response-field-removed', d.type, {
        ...base,
        kind,
        action: 'removed',
        summary: phrase('removed', { subject: label }),
      });
    if (side === 'response')
      return classify('response-field-added', d.type, {
        ...base,
        kind,
        action: 'added',
        summary: phrase('added', { subject: label }),
      });
    const parent = resolveAt(sides.after, d.path.slice(0, -2));
    const required = isObj(parent) && Array.isArray(parent.required) && parent.required.includes(names.at(-1));
    return classify(required ? 'required-request-field-added' : 'optional-request-field-added', d.type, {
      ...base,
      kind,
      action: 'added',
      summary: phrase(required ? 'addedRequired' : 'addedOptional', { subject: label }),
    });
  }
  if (d.type === 'annotation') return undefined;
  if (rest[0] === 'deprecated')
    return classify('field-deprecated', d.type, {
      ...base,
      kind,
      action: 'deprecated',
      summary: phrase('deprecated', { subject: label }),
    });
  return classify(side === 'request' ? 'request-field-changed' : 'response-field-changed', d.type, {
    ...base,
    kind,
    action: 'changed',
    summary: phrase('changedAt', {
      subject: label,
      path: rest.map(String).join('.') || 'schema',
      change: described(d),
    }),
  });
}

/** One parameter's description: "query parameter `limit`". */
function parameterLabel(param: unknown): ChangeSummary {
  const p = isObj(param) ? param : {};
  const name = code(String(p.name ?? '?'));
  const place = String(p.in ?? '').trim();
  return place ? phrase('parameter', { in: place, name }) : phrase('parameterNoPlace', { name });
}

/** Changes under an operation's (or its path item's) `parameters`. */
function parameterChanges(d: Diff, sides: Sides, listPath: Path, base: Fields): ApiChange[] {
  const rest = d.path.slice(listPath.length);
  const whole = (params: unknown, action: 'add' | 'remove'): ApiChange[] =>
    (Array.isArray(params) ? params : [params]).map((raw) => {
      const param = follow(action === 'add' ? sides.after : sides.before, raw, '').node;
      const label = parameterLabel(param);
      if (action === 'remove')
        return classify('parameter-removed', d.type, {
          ...base,
          kind: 'parameter',
          action: 'removed',
          summary: phrase('removed', { subject: label }),
        });
      const required = isObj(param) && param.required === true;
      return classify(required ? 'required-parameter-added' : 'optional-parameter-added', d.type, {
        ...base,
        kind: 'parameter',
        action: 'added',
        summary: phrase(required ? 'addedRequired' : 'addedOptional', { subject: label }),
      });
    });
  if (rest.length <= 1 && (d.action === 'add' || d.action === 'remove'))
    return whole(d.action === 'add' ? d.after : d.before, d.action);
  const index = rest[0];
  const param =
    resolveAt(d.action === 'remove' ? sides.before : sides.after, [...listPath, index]) ??
    resolveAt(d.action === 'remove' ? sides.after : sides.before, [...listPath, index]);
  const label = parameterLabel(param);
  const sub = rest.slice(1);
  if (sub[0] === 'schema') {
    const { names, rest: tail } = fieldPath(sub.slice(1));
    if (tail[0] === 'enum' && names.length === 0) return [enumChange(d, tail, 'request', label, base)];
  }
  if (d.type === 'annotation') return [];
  if (sub[0] === 'deprecated')
    return [
      classify('parameter-deprecated', d.type, {
        ...base,
        kind: 'parameter',
        action: 'deprecated',
        summary: phrase('deprecated', { subject: label }),
      }),
    ];
  return [
    classify('parameter-changed', d.type, {
      ...base,
      kind: 'parameter',
      action: 'changed',
      summary: phrase('changedAt', { subject: label, path: sub.map(String).join('.'), change: described(d) }),
    }),
  ];
}

/** A response's headers: added, removed, or now always sent or not. */
function headerChanges(d: Diff, rest: Path, status: string, base: Fields): ApiChange[] {
  const kind = 'response-field' as const;
  const label = (name: unknown) => phrase('header', { name: code(String(name)), status });
  if (rest.length <= 1 && (d.action === 'add' || d.action === 'remove')) {
    const value = d.action === 'add' ? d.after : d.before;
    const names = rest.length === 1 ? [rest[0]] : Object.keys(isObj(value) ? value : {});
    return names.map((name) =>
      classify(d.action === 'add' ? 'response-field-added' : 'response-field-removed', d.type, {
        ...base,
        kind,
        action: d.action === 'add' ? 'added' : 'removed',
        summary: phrase(d.action === 'add' ? 'added' : 'removed', { subject: label(name) }),
      }),
    );
  }
  if (rest[1] === 'required' && rest.length === 2) {
    const required = d.after === true;
    return [
      classify(required ? 'response-field-now-required' : 'response-field-now-optional', d.type, {
        ...base,
        kind,
        action: 'changed',
        summary: phrase(required ? 'headerAlwaysSent' : 'headerOptional', { subject: label(rest[0]) }),
      }),
    ];
  }
  if (d.type === 'annotation') return [];
  return [
    classify('response-field-changed', d.type, {
      ...base,
      kind,
      action: 'changed',
      summary: phrase('changedAt', {
        subject: label(rest[0]),
        path: rest.slice(1).map(String).join('.'),
        change: described(d),
      }),
    }),
  ];
}

/** Changes inside one operation (`path` starts at `paths/<path>/<method>`). */
function operationChanges(d: Diff, sides: Sides, opPath: Path, op: ChangedOperation): ApiChange[] {
  const rest = d.path.slice(opPath.length);
  const base: Fields = { operation: op, pointer: pointerOf(d.path) };
  if (rest.length === 0) {
    if (d.action === 'add')
      return [
        classify('operation-added', d.type, {
          ...base,
          kind: 'operation',
          action: 'added',
          summary: phrase('operationAdded'),
        }),
      ];
    if (d.action === 'remove')
      return [
        classify('operation-removed', d.type, {
          ...base,
          kind: 'operation',
          action: 'removed',
          summary: phrase('operationRemoved'),
        }),
      ];
    return [];
  }
  const [first, second, third] = rest;
  if (first === 'deprecated') {
    const on = d.after === true;
    return [
      classify(on ? 'operation-deprecated' : 'operation-undeprecated', d.type, {
        ...base,
        kind: 'operation',
        action: on ? 'deprecated' : 'changed',
        summary: phrase(on ? 'operationDeprecated' : 'operationUndeprecated'),
      }),
    ];
  }
  if (first === 'parameters') return parameterChanges(d, sides, [...opPath, 'parameters'], base);
  if (first === 'security') return []; // compared whole, per operation (securityChanges)
  if (first === 'requestBody') {
    if (second === 'content' && third !== undefined && rest[3] === 'schema')
      return compact([
        schemaChange(
          d,
          sides,
          [...opPath, ...rest.slice(0, 4)],
          'request',
          phrase('requestBodyOf', { media: String(third) }),
          base,
        ),
      ]);
    if (d.type === 'annotation') return [];
    const what =
      rest.length === 1
        ? phrase('requestBody')
        : phrase('requestBodyAt', { path: rest.slice(1).map(String).join('.') });
    return [
      classify(
        rest.length === 1 && d.action === 'add' && isObj(d.after) && d.after.required === true
          ? 'required-request-field-added'
          : 'request-field-changed',
        d.type,
        {
          ...base,
          kind: 'request-field',
          action: d.action === 'add' ? 'added' : d.action === 'remove' ? 'removed' : 'changed',
          summary:
            d.action === 'add' || d.action === 'remove'
              ? phrase(d.action === 'add' ? 'added' : 'removed', { subject: what })
              : phrase('change', { subject: what, change: described(d) }),
        },
      ),
    ];
  }
  if (first === 'responses' && second !== undefined) {
    const status = String(second);
    if (rest.length === 2) {
      if (d.action === 'add')
        return [
          classify('status-added', d.type, {
            ...base,
            kind: 'status',
            action: 'added',
            summary: phrase('statusAdded', { status }),
          }),
        ];
      if (d.action === 'remove')
        return [
          classify('status-removed', d.type, {
            ...base,
            kind: 'status',
            action: 'removed',
            summary: phrase('statusRemoved', { status }),
          }),
        ];
      return [];
    }
    if (third === 'content' && rest[3] !== undefined && rest[4] === 'schema')
      return compact([
        schemaChange(
          d,
          sides,
          [...opPath, ...rest.slice(0, 5)],
          'response',
          phrase('responseOf', { status, media: String(rest[3]) }),
          base,
        ),
      ]);
    if (third === 'headers') return headerChanges(d, rest.slice(3), status, base);
    if (d.type === 'annotation') return [];
    return [
      classify('response-field-changed', d.type, {
        ...base,
        kind: 'response-field',
        action: 'changed',
        summary: phrase('changedAt', {
          subject: phrase('response', { status }),
          path: rest.slice(2).map(String).join('.'),
          change: described(d),
        }),
      }),
    ];
  }
  if (d.type === 'annotation' || first === 'callbacks') return [];
  return [
    classify('operation-changed', d.type, {
      ...base,
      kind: 'operation',
      action: 'changed',
      summary: phrase('change', { subject: rest.map(String).join('.'), change: described(d) }),
    }),
  ];
}

const compact = <T>(list: Array<T | undefined>): T[] => list.filter((x): x is T => x !== undefined);

/** The operations of a document, by `<root>\0<path>\0<method>`. */
function operationsOf(doc: Obj): Map<string, { root: 'paths' | 'webhooks'; path: string; method: string; op: Obj }> {
  const out = new Map<string, { root: 'paths' | 'webhooks'; path: string; method: string; op: Obj }>();
  for (const root of ['paths', 'webhooks'] as const) {
    const items = isObj(doc[root]) ? (doc[root] as Obj) : {};
    for (const [path, rawItem] of Object.entries(items)) {
      const item = follow(doc, rawItem, '').node;
      if (!isObj(item)) continue;
      for (const method of METHODS)
        if (isObj(item[method]))
          out.set(`${root}\0${path}\0${method}`, { root, path, method, op: item[method] as Obj });
    }
  }
  return out;
}

/** An operation's ways to authenticate, each "a and b" ("none" when it takes no credentials). */
function securityAlternatives(doc: Obj, op: Obj): string[] {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const alternatives = requirements.filter(isObj).map((req) => {
    const parts = Object.entries(req).map(([scheme, scopes]) =>
      Array.isArray(scopes) && scopes.length ? `${scheme} (${scopes.join(', ')})` : scheme,
    );
    return parts.length ? parts.sort().join(' and ') : 'none';
  });
  return alternatives.length ? [...new Set(alternatives)] : ['none'];
}

/** Ways to authenticate as one phrase: "`a` or `b` or `c`". */
const alternatives = (list: string[]): string | ChangeSummary =>
  list.slice(1).reduce<string | ChangeSummary>((first, next) => phrase('or', { first, next }), list[0] ?? '');

/** Each operation's effective security (its own, else the document's), compared as sets of alternatives. */
function securityChanges(sides: Sides, opOf: (key: string) => ChangedOperation): ApiChange[] {
  const before = operationsOf(sides.before);
  const after = operationsOf(sides.after);
  const out: ApiChange[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then) continue;
    const old = securityAlternatives(sides.before, then.op);
    const current = securityAlternatives(sides.after, now.op);
    const pointer = pointerOf(
      Array.isArray(now.op.security) ? [now.root, now.path, now.method, 'security'] : ['security'],
    );
    const base = { operation: opOf(key), pointer, kind: 'security' as const };
    for (const alt of old.filter((a) => !current.includes(a)))
      out.push(
        alt === 'none'
          ? classify('security-required', undefined, {
              ...base,
              action: 'changed',
              summary: phrase('credentialsRequired', { schemes: alternatives(current.map(code)) }),
            })
          : classify('security-removed', undefined, {
              ...base,
              action: 'removed',
              summary: phrase('authRemoved', { scheme: code(alt) }),
            }),
      );
    for (const alt of current.filter((a) => !old.includes(a)))
      out.push(
        alt === 'none'
          ? classify('security-dropped', undefined, {
              ...base,
              action: 'changed',
              summary: phrase('credentialsDropped'),
            })
          : classify('security-added', undefined, {
              ...base,
              action: 'added',
              summary: phrase('authAdded', { scheme: code(alt) }),
            }),
      );
  }
  return out;
}

/** Examples are documentation: an edited example is no change to the API (a property may be named `example`). */
const isDocumentation = (path: Path) =>
  path.some((key, i) => (key === 'example' || key === 'examples') && path[i - 1] !== 'properties');

/**
 * Every change from `before` to `after` (two OpenAPI 3.0 or 3.1 documents as parsed, `$ref`s kept),
 * grouped by operation in the newer document's order, document-wide changes last. Changes that
 * only touch documentation (descriptions, examples, summaries) are left out.
 */
export function compareDocuments(before: Obj, after: Obj): ApiChange[] {
  const sides = { before, after };
  const { diffs } = apiCompare(before, after);
  const opsBefore = operationsOf(before);
  const opsAfter = operationsOf(after);
  const opOf = (key: string): ChangedOperation => {
    const found = opsAfter.get(key) ?? opsBefore.get(key);
    const [root, path, method] = key.split('\0');
    const operationId = found && typeof found.op.operationId === 'string' ? found.op.operationId : undefined;
    return { method, path, ...(operationId ? { operationId } : {}), ...(root === 'webhooks' ? { webhook: true } : {}) };
  };
  const changes: ApiChange[] = [];
  for (const d of diffs) {
    if (isDocumentation(d.path)) continue;
    const [root, path, second] = d.path;
    if (root === 'paths' || root === 'webhooks') {
      if (typeof path !== 'string') continue;
      if (d.path.length === 2) {
        // A whole path item added or removed: each of its operations.
        if (d.action !== 'add' && d.action !== 'remove') continue;
        const item = follow(d.action === 'add' ? after : before, d.action === 'add' ? d.after : d.before, '').node;
        for (const method of METHODS)
          if (isObj(item) && isObj(item[method]))
            changes.push(
              ...operationChanges(
                { ...d, path: [root, path, method] },
                sides,
                [root, path, method],
                opOf(`${root}\0${path}\0${method}`),
              ),
            );
        continue;
      }
      if (isMethod(second)) {
        changes.push(...operationChanges(d, sides, [root, path, second], opOf(`${root}\0${path}\0${second}`)));
        continue;
      }
      if (second === 'parameters') {
        // A path item's parameters apply to each of its operations.
        const item = resolveAt(after, [root, path]) ?? resolveAt(before, [root, path]);
        for (const method of METHODS)
          if (isObj(item) && isObj(item[method])) {
            const op = opOf(`${root}\0${path}\0${method}`);
            changes.push(
              ...parameterChanges(d, sides, [root, path, 'parameters'], { operation: op, pointer: pointerOf(d.path) }),
            );
          }
      }
      continue;
    }
    if (root === 'security' || d.type === 'annotation') continue;
    // Named schemas, parameters and responses are compared where operations use them; the rest of
    // `components` (security schemes) and the document's servers are document-wide.
    if (root === 'components' && d.path[1] !== 'securitySchemes') continue;
    if (
      root === 'info' ||
      root === 'tags' ||
      root === 'externalDocs' ||
      root === 'openapi' ||
      root === 'jsonSchemaDialect'
    )
      continue;
    changes.push(
      classify('document-changed', d.type, {
        kind: 'document',
        action: d.action === 'add' ? 'added' : d.action === 'remove' ? 'removed' : 'changed',
        summary: phrase('change', { subject: d.path.map(String).join('.'), change: described(d) }),
        pointer: pointerOf(d.path),
      }),
    );
  }
  changes.push(...securityChanges(sides, opOf));
  return order(dedupe(changes), [...opsAfter.keys(), ...opsBefore.keys()]);
}

/** Drops a field's "now required" or "now optional" when the field itself was added or removed (one change, not two). */
function dedupe(changes: ApiChange[]): ApiChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const key = `${c.operation?.method} ${c.operation?.path} ${c.summary}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const match = /^field `(.+)` of (.+) is now (?:required|optional)$/.exec(c.summary);
    if (!match) return true;
    const same = (o: ApiChange) =>
      o.operation?.method === c.operation?.method && o.operation?.path === c.operation?.path;
    return !changes.some(
      (o) =>
        o !== c &&
        same(o) &&
        /^(added|removed)/.test(o.summary.slice(`field \`${match[1]}\` of ${match[2]} `.length)) &&
        o.summary.startsWith(`field \`${match[1]}\` of ${match[2]} `),
    );
  });
}

/** Operations in document order (the newer's, then those only the older has), breaking changes first in each. */
function order(changes: ApiChange[], keys: string[]): ApiChange[] {
  const rank = new Map<string, number>();
  for (const key of keys) if (!rank.has(key)) rank.set(key, rank.size);
  const at = (c: ApiChange) =>
    c.operation
      ? (rank.get(`${c.operation.webhook ? 'webhooks' : 'paths'}\0${c.operation.path}\0${c.operation.method}`) ??
        rank.size)
      : rank.size + 1;
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => at(a.c) - at(b.c) || Number(b.c.breaking) - Number(a.c.breaking) || a.i - b.i)
    .map(({ c }) => c);
}
