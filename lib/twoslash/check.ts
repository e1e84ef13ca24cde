import type { Root } from 'mdast';
import { sampleChecker } from './checker';
import { extractSamples } from './samples';

/** A content file whose samples are checked: its path, parsed Markdown and frontmatter length. */
export interface SampleSource {
  file: string;
  tree: Root;
  lineOffset: number;
}

/** What the sample check found. */
export interface SampleReport {
  /** `file:line: TS code: message`, the line being the file's. */
  errors: string[];
  checked: number;
  /** How many of the checked samples came from the cache. */
  cached: number;
  skipped: Array<{ at: string; reason: string }>;
  /** Code blocks of other languages, by language: counted, not checked. */
  others: Map<string, number>;
}

/**
 * Type-checks every ts, tsx, js and jsx sample of the sources against the SDK declarations
 * (content/types) and the generated API types: the declarations first (an error there names its
 * file, and no sample is checked), then each sample, from the cache when unchanged.
 */
export function checkSamples(sources: SampleSource[], root = process.cwd()): SampleReport {
  const report: SampleReport = { errors: [], checked: 0, cached: 0, skipped: [], others: new Map() };
  const checker = sampleChecker(root);
  const declarationErrors = checker.declarationErrors();
  if (declarationErrors.length > 0) {
    report.errors.push(...declarationErrors.map((e) => `declarations: ${e}`));
    return report;
  }
  for (const source of sources) {
    const { samples, others } = extractSamples(source.file, source.tree, source.lineOffset);
    for (const [lang, count] of others) report.others.set(lang, (report.others.get(lang) ?? 0) + count);
    for (const sample of samples) {
      const at = `${sample.file}:${sample.line}`;
      if (sample.skip !== undefined) {
        if (sample.skip.trim()) report.skipped.push({ at, reason: sample.skip });
        else report.errors.push(`${at}: skip-check needs a reason: skip-check="why this sample is not checked"`);
        continue;
      }
      const result = checker.check(sample.lang, sample.code);
      report.checked++;
      if (result.from === 'cache') report.cached++;
      for (const problem of result.problems)
        report.errors.push(`${sample.file}:${sample.line + problem.line}: ${problem.message}`);
    }
  }
  return report;
}

/** What the build prints: "N samples type-checked, M skipped", each skip's reason, other languages. */
export function sampleSummary(report: SampleReport, ms?: number): string[] {
  const others = [...report.others].sort((a, b) => b[1] - a[1]).map(([lang, n]) => `${lang} ${n}`);
  return [
    `Samples: ${report.checked} samples type-checked (${report.cached} from the cache), ` +
      `${report.skipped.length} skipped${ms === undefined ? '' : ` (${ms} ms)`}.`,
    ...report.skipped.map((skip) => `  skipped ${skip.at}: ${skip.reason}`),
    `  not type-checked, by language: ${others.join(', ') || 'none'}.`,
  ];
}
