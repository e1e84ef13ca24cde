/**
 * `npm run insights -- <file>…`: what readers and agents look for, from the MCP server's tool log
 * (`MCP_LOG=1`, one JSON line per call: lib/mcp/tool-log.ts) and GA4 CSV exports of the `search`
 * event (a header row with a search term column and, optionally, a count column; `#` comment lines,
 * as GA4 writes them, are skipped). Pure: the script reads the files and prints.
 */

export interface InsightsReport {
  /** The most frequent queries, with how often they were asked. */
  topQueries: Array<{ query: string; count: number }>;
  /** Queries that found nothing (MCP search_docs with no result, GA4 terms of search_no_results rows). */
  noResults: Array<{ query: string; count: number }>;
  /** The pages agents read most (get_page). */
  topPages: Array<{ page: string; count: number }>;
  /** Lines read and lines skipped (malformed, truncated, of another kind). */
  lines: number;
  skipped: number;
}

type Counts = Map<string, number>;
const add = (counts: Counts, key: string, n = 1) => counts.set(key, (counts.get(key) ?? 0) + n);
const top = (counts: Counts, limit: number) =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
const normal = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** One CSV line's fields (quoted fields with doubled quotes), or undefined when a quote is left open. */
function csvFields(line: string): string[] | undefined {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  return quoted ? undefined : [...fields, field];
}

/** Reads the given files' text (MCP logs or GA4 CSV, told apart by their content) into one report. */
export function insightsReport(files: string[], limit = 20): InsightsReport {
  const queries: Counts = new Map();
  const empty: Counts = new Map();
  const pages: Counts = new Map();
  let lines = 0;
  let skipped = 0;
  for (const text of files) {
    const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    const csv =
      rows
        .find((line) => !line.startsWith('#'))
        ?.trimStart()
        .startsWith('{') === false;
    let header: { term: number; count: number; event: number } | undefined;
    for (const line of rows) {
      lines += 1;
      if (csv) {
        if (line.startsWith('#')) continue;
        const fields = csvFields(line);
        if (!fields) {
          skipped += 1;
          continue;
        }
        if (!header) {
          const names = fields.map((f) =>
            f
              .trim()
              .toLowerCase()
              .replace(/[\s_]+/g, ' '),
          );
          const term = names.indexOf('search term');
          if (term < 0) return { ...emptyReport(), lines, skipped: lines };
          header = {
            term,
            count: names.findIndex((n) => n === 'event count' || n === 'count' || n === 'events'),
            event: names.indexOf('event name'),
          };
          continue;
        }
        const query = normal(fields[header.term] ?? '');
        const count = header.count >= 0 ? Number(fields[header.count]) : 1;
        if (!query || !Number.isFinite(count) || count < 0) {
          skipped += 1;
          continue;
        }
        const event = header.event >= 0 ? fields[header.event]?.trim() : 'search';
        if (event === 'search_no_results') add(empty, query, count);
        else if (event === 'search') add(queries, query, count);
        else skipped += 1;
        continue;
      }
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        skipped += 1;
        continue;
      }
      if (entry?.event !== 'mcp_tool' || typeof entry.tool !== 'string' || typeof entry.query !== 'string') {
        skipped += 1;
        continue;
      }
      if (entry.tool === 'search_docs') {
        add(queries, normal(entry.query));
        if (entry.results === 0) add(empty, normal(entry.query));
      } else if (entry.tool === 'get_page' && !entry.error) add(pages, entry.query);
    }
  }
  return {
    topQueries: top(queries, limit).map(([query, count]) => ({ query, count })),
    noResults: top(empty, limit).map(([query, count]) => ({ query, count })),
    topPages: top(pages, limit).map(([page, count]) => ({ page, count })),
    lines,
    skipped,
  };
}

const emptyReport = (): InsightsReport => ({ topQueries: [], noResults: [], topPages: [], lines: 0, skipped: 0 });

/** The report as plain-text tables. */
export function insightsTable(report: InsightsReport): string {
  const table = (title: string, rows: Array<[string, number]>) =>
    [`${title}`, ...(rows.length ? rows.map(([k, n]) => `  ${String(n).padStart(6)}  ${k}`) : ['  (none)'])].join('\n');
  return [
    table(
      'Top queries',
      report.topQueries.map((r) => [r.query, r.count]),
    ),
    table(
      'Queries that found nothing',
      report.noResults.map((r) => [r.query, r.count]),
    ),
    table(
      'Pages most often reached',
      report.topPages.map((r) => [r.page, r.count]),
    ),
    `${report.lines} lines read, ${report.skipped} skipped (malformed, truncated or of another kind)`,
  ].join('\n\n');
}
