import { CHANGE_RULES } from './change-rules';
import type { ApiChange } from './changes';

/**
 * The changes between two states of a document as Markdown: the report `npm run api:diff` prints,
 * the preview workflow writes to the job summary and the MCP tool answers with. The changelog page
 * renders the same changes as HTML (components/openapi/changelog.tsx).
 */
export interface ChangeReportInput {
  /** "Acme Profiles API". */
  title: string;
  /** "3.2", "main~3", … */
  from: string;
  /** "current", "the working tree", … */
  to: string;
  changes: readonly ApiChange[];
  /** Where the operation of a change is documented, on each side (absolute or site-relative URLs). */
  links?: (change: ApiChange) => { before?: string; after?: string };
}

const operationLabel = (c: ApiChange) =>
  c.operation
    ? `${c.operation.webhook ? 'Webhook ' : ''}${c.operation.method.toUpperCase()} ${c.operation.path}${c.operation.operationId ? ` (${c.operation.operationId})` : ''}`
    : 'Whole document';

/** One line per change, grouped under its operation; a count first, breaking changes called out. */
export function changeReport({ title, from, to, changes, links }: ChangeReportInput): string {
  const breaking = changes.filter((c) => c.breaking).length;
  const lines = [`## ${title}: changes from ${from} to ${to}`, ''];
  if (changes.length === 0) {
    lines.push('No changes to operations, parameters, fields, enum values, status codes or security.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `${changes.length} change${changes.length === 1 ? '' : 's'}, ${breaking ? `**${breaking} breaking**` : 'none breaking'}.`,
    '',
  );
  let current: string | undefined;
  for (const change of changes) {
    const label = operationLabel(change);
    if (label !== current) {
      current = label;
      const where = links?.(change);
      const refs = [where?.before && `[${from}](${where.before})`, where?.after && `[${to}](${where.after})`].filter(
        Boolean,
      );
      if (lines.at(-1) !== '') lines.push('');
      lines.push(`### ${label}${refs.length ? ` · ${refs.join(' · ')}` : ''}`, '');
    }
    const verdict = change.breaking ? '**Breaking**' : change.action === 'deprecated' ? 'Deprecation' : 'Non-breaking';
    const by = change.by === 'api-smart-diff' ? ', api-smart-diff' : '';
    lines.push(`- ${verdict}: ${change.summary} (rule \`${change.rule}\`${by}: ${CHANGE_RULES[change.rule].text})`);
  }
  return `${lines.join('\n')}\n`;
}
