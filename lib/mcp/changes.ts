import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { changeReport } from '../openapi/change-report';
import { CHANGE_RULES } from '../openapi/change-rules';
import { compareDocuments } from '../openapi/changes';
import type { DocsData } from './data';
import { clip, MAX_NEAREST_INPUT, nearest } from './nearest';

/**
 * `api_changes(api, since?)`: what changed in an API since a cut docs version, from the pinned copy
 * the build published (`api/<version>/<id>.json`) to today's download (`api/<id>.json`), with the
 * changelog page's rules (lib/openapi/changes.ts). Registered only when some version pinned an API,
 * as the changelog pages exist only then.
 */

/** The versions that pinned each API, oldest first (version names sorted as numbers where they are). */
function pinnedVersions(data: DocsData): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { id, version } of data.pinned) out.set(id, [...(out.get(id) ?? []), version]);
  for (const list of out.values()) list.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return out;
}

// One comparison per data, API and version: the documents never change while the server runs.
const answers = new WeakMap<DocsData, Map<string, Record<string, unknown>>>();

function changesSince(data: DocsData, id: string, version: string): Record<string, unknown> {
  let cache = answers.get(data);
  if (!cache) answers.set(data, (cache = new Map()));
  const key = `${id}\0${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const before = data.pinned.find((p) => p.id === id && p.version === version)?.raw ?? {};
  const api = data.apis.find((a) => a.id === id);
  const changes = compareDocuments(before, api?.document ?? {});
  const title = api?.model.title ?? id;
  const result = {
    api: id,
    since: version,
    changelog: `${data.siteUrl}/api/${id}/changelog`,
    breaking: changes.filter((c) => c.breaking).length,
    changes: changes.map((c) => ({
      operation: c.operation
        ? `${c.operation.method.toUpperCase()} ${c.operation.path}${c.operation.operationId ? ` (${c.operation.operationId})` : ''}`
        : 'whole document',
      kind: c.kind,
      action: c.action,
      breaking: c.breaking,
      rule: c.rule,
      why: CHANGE_RULES[c.rule].text,
      summary: c.summary,
    })),
    report: changeReport({ title, from: version, to: 'current', changes }),
  };
  cache.set(key, result);
  return result;
}

export function registerApiChanges(
  server: McpServer,
  data: DocsData,
  reply: (value: Record<string, unknown>) => CallToolResult,
  refuse: (message: string) => CallToolResult,
): boolean {
  const versions = pinnedVersions(data);
  if (versions.size === 0) return false;
  const listed = [...versions].map(([id, list]) => `"${id}" since ${list.map((v) => `"${v}"`).join(', ')}`).join('; ');
  server.registerTool(
    'api_changes',
    {
      title: 'What changed in an API since a version',
      description:
        'What changed in an API since a docs version (its pinned OpenAPI document) up to today: operations, ' +
        'parameters, request and response fields, enum values, status codes and security requirements ' +
        'added, removed, changed or deprecated, each marked breaking or not with the rule that decided it, ' +
        `plus the same as a Markdown report and the changelog page's URL. Available: ${listed}.`,
      inputSchema: {
        api: z
          .string({ error: `api: expected one of ${[...versions.keys()].join(', ')}` })
          .max(MAX_NEAREST_INPUT, `api: expected at most ${MAX_NEAREST_INPUT} characters`)
          .describe(`The API's id: ${[...versions.keys()].map((id) => `"${id}"`).join(' or ')}.`),
        since: z
          .string({ error: 'since: expected a docs version such as "3.2"' })
          .max(MAX_NEAREST_INPUT, `since: expected at most ${MAX_NEAREST_INPUT} characters`)
          .optional()
          .describe('The docs version to compare from, e.g. "3.2" (default: the newest that pinned the API).'),
      },
      annotations: {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
        title: 'What changed in an API',
      },
    },
    ({ api, since }) => {
      const list = versions.get(api);
      if (!list) {
        const ids = [...versions.keys()];
        return refuse(
          `no versions pin the api "${clip(api)}": expected one of ${ids.join(', ')} (closest: ${nearest(api, ids, 1)[0]})`,
        );
      }
      const version = since ?? (list.at(-1) as string);
      if (!list.includes(version))
        return refuse(
          `the ${api} API has no version "${clip(version)}": expected one of ${list.join(', ')} (closest: ${nearest(version, list, 1)[0]})`,
        );
      return reply(changesSince(data, api, version));
    },
  );
  return true;
}
