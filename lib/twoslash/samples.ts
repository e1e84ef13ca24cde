import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMeta } from '../utils/fence-meta';

/** The languages type-checked, by fence language (aliases to the extension Twoslash checks as). */
const CHECKED: Record<string, SampleLang> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  jsx: 'jsx',
};

type SampleLang = 'ts' | 'tsx' | 'js' | 'jsx';

/** A TypeScript or JavaScript code block of a content file. */
interface Sample {
  file: string;
  /** File line of the block's first code line (the line after the fence). */
  line: number;
  lang: SampleLang;
  code: string;
  /** `skip-check="reason"` on the fence; an empty string when the reason is missing. */
  skip?: string;
}

/** The samples of one Markdown tree, and how many blocks of each other language it has. */
export interface FileSamples {
  samples: Sample[];
  /** Other fence languages (bash, json, …; `text` when none) with their block counts. */
  others: Map<string, number>;
}

/** Whether a fence language is type-checked. */
export const isCheckedLang = (lang: string | null | undefined): boolean => (lang ?? '').toLowerCase() in CHECKED;

/** Twoslash's cut line: what comes before it is checked, not shown. */
const CUT = /^\s*\/\/\s*---cut(?:-before)?---\s*$/;

/**
 * What a reader sees of a code block: for a checked sample, the lines after its last `// ---cut---`
 * (the hidden context above is for the checker); other blocks unchanged. The Markdown copies and
 * search text use it, as the rendered page does.
 */
export function visibleCode(lang: string | null | undefined, code: string): string {
  if (!isCheckedLang(lang)) return code;
  const lines = code.split('\n');
  const cut = lines.findLastIndex((line) => CUT.test(line));
  return cut < 0 ? code : lines.slice(cut + 1).join('\n');
}

/** Every code block of a tree: samples to check with file lines (tree lines plus `lineOffset`), others counted. */
export function extractSamples(file: string, tree: Root, lineOffset = 0): FileSamples {
  const samples: Sample[] = [];
  const others = new Map<string, number>();
  visit(tree, 'code', (node: Code) => {
    const name = (node.lang ?? '').toLowerCase();
    const lang = CHECKED[name];
    if (!lang) {
      const key = name || 'text';
      others.set(key, (others.get(key) ?? 0) + 1);
      return;
    }
    const line = (node.position?.start.line ?? 0) + lineOffset + 1;
    samples.push({ file, line, lang, code: node.value, skip: parseMeta(node.meta).get('skip-check') });
  });
  return { samples, others };
}
