import { isObj, join, METHODS, type Obj } from './document';
import type { CodeSample, Warning } from './types';

/** Redocly's extension, in its two spellings; `x-codeSamples` is read first. */
const KEYS = ['x-codeSamples', 'x-code-samples'] as const;

/** A `lang` of the extension (Redocly's names, any case) → the highlighter's language id. */
const HIGHLIGHT: Record<string, string> = {
  curl: 'bash',
  shell: 'bash',
  bash: 'bash',
  sh: 'bash',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  'node.js': 'javascript',
  nodejs: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  python: 'python',
  go: 'go',
  php: 'php',
  ruby: 'ruby',
  java: 'java',
  'c#': 'csharp',
  csharp: 'csharp',
  json: 'json',
};

/** The highlighter's language for a sample's `lang` (`text`, plain, for one it does not know). */
export const highlightLanguage = (lang: string) => HIGHLIGHT[lang.trim().toLowerCase()] ?? 'text';

/** The code samples an operation gives, and what is wrong with the entries that cannot be shown. */
export interface GivenSamples {
  samples: CodeSample[];
  problems: Warning[];
}

const EXPECTED = 'expected an object { lang, label?, source } with lang and source non-empty strings';

/**
 * An operation's `x-codeSamples` (or `x-code-samples`): [{ lang, label?, source }], in order. An
 * entry that is not that shape is left out with a problem at its JSON pointer (`pointer` is the
 * operation's); the build refuses it in strict mode and warns in lenient mode (lib/openapi/load.ts).
 */
export function givenCodeSamples(op: Obj, pointer: string): GivenSamples {
  const problems: Warning[] = [];
  const present = KEYS.filter((key) => op[key] !== undefined);
  if (present.length === 0) return { samples: [], problems };
  const key = present[0];
  if (present.length > 1)
    problems.push({
      pointer: `${pointer}${join(present[1])}`,
      message: `both x-codeSamples and x-code-samples are given: only ${key} is shown; keep one`,
    });
  const list = op[key];
  const at = `${pointer}${join(key)}`;
  if (!Array.isArray(list)) {
    problems.push({ pointer: at, message: `expected an array of { lang, label?, source }, got ${kind(list)}` });
    return { samples: [], problems };
  }
  const samples: CodeSample[] = [];
  list.forEach((entry, i) => {
    const read = readEntry(entry, `${at}/${i}`, samples);
    if ('problem' in read) problems.push(read.problem);
    else samples.push(read.sample);
  });
  return { samples, problems };
}

/** One entry of the list as a sample, or what is wrong with it at its pointer (`where`). */
function readEntry(entry: unknown, where: string, before: CodeSample[]): { sample: CodeSample } | { problem: Warning } {
  if (!isObj(entry)) return { problem: { pointer: where, message: `${EXPECTED}, got ${kind(entry)}` } };
  const bad = (['lang', 'source'] as const).find((field) => typeof entry[field] !== 'string' || !entry[field]);
  if (bad)
    return {
      problem: {
        pointer: `${where}/${bad}`,
        message: `${EXPECTED}: ${bad} is ${entry[bad] === undefined ? 'missing' : kind(entry[bad])}`,
      },
    };
  if (entry.label !== undefined && (typeof entry.label !== 'string' || !entry.label.trim()))
    return { problem: { pointer: `${where}/label`, message: `${EXPECTED}: label is ${kind(entry.label)}` } };
  const lang = String(entry.lang);
  const label = (entry.label as string | undefined) ?? lang;
  if (before.some((s) => s.label === label))
    return { problem: { pointer: where, message: `a second sample labelled "${label}": give it its own label` } };
  return { sample: { label, language: highlightLanguage(lang), code: String(entry.source), given: true } };
}

/** What a value is, for messages. */
function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value ? `the string "${value.slice(0, 40)}"` : 'an empty string';
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

/** The problems of every operation's code samples in a document as written (paths and webhooks). */
export function codeSampleProblems(doc: Obj): Warning[] {
  const problems: Warning[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = isObj(doc[section]) ? doc[section] : {};
    for (const [path, item] of Object.entries(items)) {
      if (!isObj(item)) continue;
      for (const method of METHODS) {
        const op = item[method];
        if (isObj(op)) problems.push(...givenCodeSamples(op, join(section, path, method)).problems);
      }
    }
  }
  return problems;
}
