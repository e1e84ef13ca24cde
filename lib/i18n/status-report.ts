/** `npm run i18n:status`'s report: per locale the counts, then each outdated page with its English lines changed. */
import type { LocaleStatus, PageStatus } from './status';

/** At most this many changed lines per page; the rest are counted. */
const MAX_LINES = 20;

/** The changed lines of an outdated page, indented under it. */
function changeLines(page: PageStatus): string[] {
  if (!page.changes)
    return [
      '      English lines changed: unknown (git does not hold the version translated from: commit the English file before recording its hash)',
    ];
  if (page.changes.length === 0)
    return ['      English lines changed: none (only line endings or whitespace at the end)'];
  const shown = page.changes.slice(0, MAX_LINES).map((c) => `      ${c.kind} ${String(c.line).padStart(4)}: ${c.text}`);
  const more = page.changes.length - MAX_LINES;
  return ['      English lines changed since:', ...shown, ...(more > 0 ? [`      … and ${more} more`] : [])];
}

/** The report of every locale, one block each. */
export function formatStatus(statuses: readonly LocaleStatus[]): string {
  if (statuses.length === 0) return 'No locale besides the default one: nothing to translate.';
  return statuses
    .map(({ locale, pages, orphans }) => {
      const count = (state: PageStatus['state']) => pages.filter((p) => p.state === state).length;
      const lines = [
        `${locale}: ${count('translated')} translated, ${count('outdated')} outdated, ${count('missing')} missing (of ${pages.length} pages)`,
      ];
      for (const page of pages.filter((p) => p.state === 'outdated'))
        lines.push(`  outdated ${page.file} (${page.reason}; source ${page.source})`, ...changeLines(page));
      for (const page of pages.filter((p) => p.state === 'missing')) lines.push(`  missing  ${page.file}`);
      for (const file of orphans) lines.push(`  no English source: ${file}`);
      return lines.join('\n');
    })
    .join('\n\n');
}

/** Whether `--strict` fails: anything outdated or missing, or a translation with no source. */
export function strictProblems(statuses: readonly LocaleStatus[]): number {
  return statuses.reduce((n, s) => n + s.pages.filter((p) => p.state !== 'translated').length + s.orphans.length, 0);
}
