/** Query-term expansion against the index vocabulary: exact, prefix and typo matches, each with a weight. */
import { editDistance } from '../utils/edit-distance.client';

/** One index term a query term stands for. */
export interface Expansion {
  term: string;
  /** 1 for the term itself, less for a longer word it starts, less again for a typo. */
  weight: number;
}

export const EXPANSION_WEIGHTS = { exact: 1, prefix: 0.7, typo1: 0.5, typo2: 0.3 } as const;

/** At most this many longer words per prefix, the most common first. */
const MAX_PREFIX_EXPANSIONS = 24;

/** The most typos any term tolerates. */
export const MAX_TYPOS = 2;

/** How many typos a term of this length tolerates: none under 4 letters, 2 from 8. */
export function typoBudget(term: string): number {
  if (term.length < 4 || /\d/.test(term)) return 0;
  return term.length >= 8 ? MAX_TYPOS : 1;
}

/** The first index in a sorted array whose value is >= term. */
function lowerBound(sorted: readonly string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The vocabulary as expansion needs it: sorted terms and each one's document frequency (0 when absent). */
export interface Vocabulary {
  sorted: readonly string[];
  df: (term: string) => number;
}

export function createVocabulary(df: Record<string, number>): Vocabulary {
  return { sorted: Object.keys(df).sort(), df: (term) => (Object.hasOwn(df, term) ? df[term] : 0) };
}

/**
 * The indexed words a query term stands for without typos: itself when indexed, and the longer
 * words it starts (two letters or more), the most common first. Every word starting with the term
 * sorts between `term` and prefixEnd(term), so a slice of the vocabulary holding that range is enough.
 */
export function expandWords(term: string, vocab: Vocabulary): Expansion[] {
  const expansions: Expansion[] = [];
  if (vocab.df(term) > 0) expansions.push({ term, weight: EXPANSION_WEIGHTS.exact });
  if (term.length >= 2) {
    // Each word's frequency read once, and ties in code-unit order: a comparator calling df() and
    // localeCompare() took 35 ms for a two-letter prefix on a slowed phone CPU.
    const longer: Array<{ term: string; df: number }> = [];
    for (let i = lowerBound(vocab.sorted, term); i < vocab.sorted.length && vocab.sorted[i].startsWith(term); i++) {
      if (vocab.sorted[i] !== term) longer.push({ term: vocab.sorted[i], df: vocab.df(vocab.sorted[i]) });
    }
    longer.sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1));
    for (const { term: t } of longer.slice(0, MAX_PREFIX_EXPANSIONS))
      expansions.push({ term: t, weight: EXPANSION_WEIGHTS.prefix });
  }
  return expansions;
}

/** Above every word that starts with `term` (terms are lower-case letters, digits and "_"). */
export const prefixEnd = (term: string) => `${term}\uffff`;

/** The words of the whole vocabulary within the term's typo budget (a scan: typos only). */
export function expandTypos(term: string, sorted: readonly string[]): Expansion[] {
  const budget = typoBudget(term);
  const expansions: Expansion[] = [];
  if (budget === 0) return expansions;
  for (const candidate of sorted) {
    const distance = editDistance(term, candidate, budget);
    if (distance <= budget)
      expansions.push({ term: candidate, weight: distance === 1 ? EXPANSION_WEIGHTS.typo1 : EXPANSION_WEIGHTS.typo2 });
  }
  return expansions;
}

/**
 * The index terms a query term stands for: itself when indexed, the words it starts (two letters
 * or more), and, only when neither exists, the words within its typo budget.
 */
export function expandTerm(term: string, vocab: Vocabulary): Expansion[] {
  const words = expandWords(term, vocab);
  return words.length > 0 ? words : expandTypos(term, vocab.sorted);
}
