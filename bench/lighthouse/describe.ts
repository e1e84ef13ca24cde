/** Lighthouse's details rows in one line each, for the failing audits and the console errors. */

/** One line for a row of an audit's details table: the element, URL, source or message it names. */
export function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.snippet) parts.push(`${node.selector ?? ''} ${node.snippet.slice(0, 160)}`.trim());
  if (typeof item.url === 'string') parts.push(item.url);
  if (typeof item.href === 'string')
    parts.push(`${item.href}${typeof item.text === 'string' ? ` "${item.text}"` : ''}`);
  const location = (item.sourceLocation ?? item.source) as { url?: string; line?: number } | string | undefined;
  if (typeof location === 'object' && location.url && location.url !== item.url)
    parts.push(`${location.url}:${location.line ?? ''}`);
  for (const key of [
    'source',
    'description',
    'label',
    'groupLabel',
    'directive',
    'severity',
    'issueType',
    'statistic',
  ]) {
    if (typeof item[key] === 'string') parts.push(`${key}: ${String(item[key]).slice(0, 200)}`);
  }
  for (const key of ['duration', 'total', 'wastedMs', 'wastedBytes', 'transferSize']) {
    if (typeof item[key] === 'number') parts.push(`${key}: ${Math.round(item[key] as number)}`);
  }
  // Inspector issues list the affected URLs as sub-items.
  const subUrls = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [])
    .map((sub) => sub.url)
    .filter((url) => typeof url === 'string');
  if (subUrls.length) parts.push(`[${subUrls.slice(0, 3).join(', ')}]`);
  if (node?.explanation) parts.push(node.explanation.replace(/\s+/g, ' ').slice(0, 240));
  return parts.join(' | ');
}
