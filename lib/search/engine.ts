import { Index } from 'flexsearch';
import { bm25fTermScore, type FieldFrequencies, idf, termFrequencies } from './bm25f';
import { fieldTerms } from './build';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from './constants';
import { createVocabulary, EXPANSION_WEIGHTS, type Expansion, expandTerm, type Vocabulary } from './expand';
import { tokenize } from './tokenize';
import type { IndexedRecord, SearchIndexFile } from './types';

/** A ranked record and the index terms it matched (for highlighting). */
export interface SearchHit {
  record: IndexedRecord;
  score: number;
  terms: string[];
}

/** How many candidates FlexSearch returns per field before BM25F ranks them. */
const CANDIDATES_PER_FIELD = 200;

/** Index of the content field in SEARCH_FIELDS. */
const CONTENT = 1;

/**
 * Client-side search over one index file.
 *
 * FlexSearch collects the candidates of each field. Title, tags and parents use its forward
 * tokenizer, so the start of a word finds them; the long content field is indexed strictly (a
 * forward index of it would double the load time) and is looked up with the vocabulary words the
 * query terms start. A term the index does not know is replaced by the words within its typo
 * budget. BM25F over the stored statistics then orders the candidates.
 */
export class SearchEngine {
  private readonly fields: Index[];
  private readonly vocab: Vocabulary;
  private readonly frequencies: FieldFrequencies[];

  constructor(private readonly file: SearchIndexFile) {
    this.vocab = createVocabulary(file.stats.df);
    // Each text is tokenized once: FlexSearch's encoder gets the terms just computed for it.
    let pending: { text: string; terms: string[] } | undefined;
    const encode = (text: string) => (pending?.text === text ? pending.terms : tokenize(text));
    this.fields = [0, 1, 2, 3].map(
      (f) => new Index({ tokenize: f === CONTENT ? 'strict' : 'forward', encode, cache: false }),
    );
    this.frequencies = file.records.map((record, id) => {
      const terms = fieldTerms(record);
      const texts = [record.title, record.content, record.tags.join(' '), record.parents.join(' ')];
      texts.forEach((text, f) => {
        if (terms[f].length === 0) return;
        pending = { text, terms: terms[f] };
        this.fields[f].add(id, text);
      });
      return termFrequencies(terms);
    });
    pending = undefined;
  }

  get size(): number {
    return this.file.records.length;
  }

  /** The best records for a query, at most `limit`, highest BM25F score first. */
  search(query: string, limit = MAX_RESULTS): SearchHit[] {
    const terms = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))];
    if (terms.length === 0 || this.size === 0) return [];
    const expansions = terms.map((term) => expandTerm(term, this.vocab));
    const typed = terms.flatMap((term, i) =>
      expansions[i].every((e) => e.weight < EXPANSION_WEIGHTS.prefix) ? expansions[i].map((e) => e.term) : [term],
    );
    const known = [...new Set(expansions.flat().map((e) => e.term))];
    if (known.length === 0) return [];
    const candidates = new Set<number>();
    this.fields.forEach((field, f) => {
      const lookup = (f === CONTENT ? known : typed).join(' ');
      for (const id of field.search(lookup, { limit: CANDIDATES_PER_FIELD, suggest: true })) candidates.add(Number(id));
    });
    const { count, df } = this.file.stats;
    const idfs = expansions.map((options) => idf(Math.max(0, ...options.map((e) => df[e.term] ?? 0)), count));
    const hits: Array<SearchHit & { id: number }> = [];
    for (const id of candidates) {
      const hit = this.score(id, expansions, idfs);
      if (hit.score > 0) hits.push({ ...hit, id });
    }
    // Equal scores keep index order, where a page comes before its sections.
    hits.sort((a, b) => b.score - a.score || a.id - b.id);
    return hits.slice(0, limit).map(({ record, score, terms: matched }) => ({ record, score, terms: matched }));
  }

  /**
   * Sum over query terms of the best-scoring index term each stands for in this record. A query
   * term has one idf, that of the most common word it stands for: the words a prefix or typo
   * reaches are at least that common together, so a rare long word cannot outscore the word typed.
   */
  private score(id: number, expansions: Expansion[][], idfs: number[]): SearchHit {
    const record = this.file.records[id];
    const tf = this.frequencies[id];
    const { avgLengths } = this.file.stats;
    let score = 0;
    const matched: string[] = [];
    expansions.forEach((options, q) => {
      let best = 0;
      for (const { term, weight } of options) {
        const value = weight * bm25fTermScore(term, tf, record.lengths, avgLengths, idfs[q]);
        if (value > 0) matched.push(term);
        if (value > best) best = value;
      }
      score += best;
    });
    return { record, score, terms: matched };
  }
}
