import type { Index } from 'flexsearch';
import { MAX_RESULTS } from './constants.client';
import { queryTerms, type SearchHit, type ShownRecord } from './engine.client';
import { type Expansion, expandTypos, expandWords, MAX_TYPOS, prefixEnd, typoBudget } from './expand.client';
import { createFlexIndex, importMap, retrieve } from './flex.client';
import type { RecordShard, SearchManifest, TermShard } from './manifest.client';
import { type RankedId, rankMatches } from './rank.client';

/**
 * Words at least this long fetch their term shards as they are typed; shorter ones once the query
 * settles, except a two-letter word whose range is a single shard: every word it goes on to be
 * lies in that shard, so fetching it at the second key costs nothing the next keys would not fetch.
 */
const EAGER_TERM_LENGTH = 3;

/**
 * A query typed in a box shows at once the results whose records earlier queries fetched; when none
 * of its first LEAD_RESULTS is among them, the record shard of its best result is fetched at once,
 * without waiting for the query to settle. The prefixes of a word mostly share their best results,
 * so this costs a shard or two a word, and the first results come with the word's third letter
 * instead of after its last key (issue 45: first results after Pagefind's, on this site).
 */
const LEAD_RESULTS = 3;

/**
 * The wait before a query's records (settleMs) stretches with the reader's pace: to KEY_GAP_FACTOR
 * times the longer of the last two gaps between keys, at most MAX_SETTLE_MS, so that a reader (or a
 * busy phone) whose keys come 150–300 ms apart does not settle, and fetch the records of, every
 * prefix of a word; 45 KB before results held at 100 ms a key but not at 300 (issue 45). A gap
 * longer than TYPING_PAUSE_MS is a pause, not typing. What is in memory, and the lead, show at once.
 * 1.5, not 1.2: keys about 130 ms apart with one late by 60–100 ms (a long task, a busy host)
 * still settled a prefix at 1.2 ("translations": 11 record shards in two of three rounds).
 */
const KEY_GAP_FACTOR = 1.5;
const MAX_SETTLE_MS = 500;
const TYPING_PAUSE_MS = 1000;

/**
 * A query whose last word is shorter than EAGER_TERM_LENGTH waits at least this long (paced search):
 * a first letter or two is almost always typed over, but its wait was settleMs when it was the first
 * key after a pause (no gaps to go by), and the next key came later than that whenever the page was
 * busy (the panel mounting on that key took 100–280 ms at 4× CPU): the letter then fetched its term
 * shard, or a two-letter word its eight results' records (issue 45).
 */
const SHORT_WORD_SETTLE_MS = 250;

/** Loads a file of the index by name: its parsed value, or null once it failed (the loader warns, once). */
type ShardLoader<T> = (file: string) => Promise<T | null>;

/** What the sharded search fetches, each file once: term and record shards, and the vocabulary. */
export interface ShardLoaders {
  terms: ShardLoader<TermShard>;
  records: ShardLoader<RecordShard>;
  vocabulary: ShardLoader<string[]>;
}

/** The last index whose first is <= value, in a list of [first, file] pairs sorted by first. */
export function shardOf<T extends number | string>(shards: ReadonlyArray<readonly [T, string]>, value: T): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid][0] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The term shard a word would be in. */
export const termShardOf = (manifest: SearchManifest, term: string) =>
  manifest.termShards[shardOf(manifest.termShards, term)][1];

/**
 * The term shards holding a query term and every word it starts (two letters or more): a
 * contiguous run of the sorted vocabulary, so a prefix is expanded exactly as over the whole one.
 */
export function planTermShards(manifest: SearchManifest, term: string): string[] {
  if (manifest.termShards.length === 0) return [];
  const from = shardOf(manifest.termShards, term);
  const to = term.length >= 2 ? shardOf(manifest.termShards, prefixEnd(term)) : from;
  return manifest.termShards.slice(from, to + 1).map(([, file]) => file);
}

/** The record shards holding the given record ids, each once, in rank order. */
export function planRecordShards(manifest: SearchManifest, ids: readonly number[]): string[] {
  return [
    ...new Set(
      ids
        .filter((id) => id < manifest.count && manifest.recordShards.length)
        .map((id) => manifest.recordShards[shardOf(manifest.recordShards, id)][1]),
    ),
  ];
}

/**
 * Search over the sharded index, with FlexSearch loaded by need. Per query term, the term shards
 * of its range are fetched and imported into one FlexSearch index (FlexSearch's own import of its
 * exported map entries); they hold its word, the words it starts and their document frequencies.
 * Only a term with neither fetches the vocabulary to look for typos, then those words' shards.
 * FlexSearch retrieves every record of each word and rankMatches() orders them, as in SearchEngine,
 * so the answers are the single index's. Then only the record shards of the results shown are fetched.
 */
export class ShardedSearch {
  private readonly index: Index;
  private readonly imported = new Set<string>();
  /** Record shards fetched so far, by file: read without waiting by the queries that follow. */
  private readonly recordShards = new Map<string, RecordShard>();
  /** When the last query typed in a box came, and the last two gaps between such queries (ms). */
  private lastTyped = Number.NEGATIVE_INFINITY;
  private gaps: [number, number] = [0, 0];

  /**
   * `settleMs`: with a signal (a box being typed in), record shards, and the term shards of words
   * shorter than EAGER_TERM_LENGTH, wait until the query is this old, so that a key typed meanwhile
   * aborts them: a reader typing a word at 100 ms a key then fetches the records of the word's
   * results only, not those of every prefix on the way, and no shards for its first letters, whose
   * ranges (every word they start) are wide. From the third letter, term shards load at once: the
   * word's own shards are then in memory when its last key comes. Records already in memory show
   * at once, and the best result's shard goes out at once when none of the first LEAD_RESULTS is
   * in memory (a lead): so the word's results appear with its last key, and the rest after the wait.
   * The wait stretches with the gaps between the reader's keys (KEY_GAP_FACTOR).
   */
  constructor(
    readonly manifest: SearchManifest,
    private readonly load: ShardLoaders,
    private readonly settleMs = 0,
    /** Whether the wait stretches with the gaps between keys (the panel's search does). */
    private readonly paced = false,
  ) {
    this.index = createFlexIndex(manifest.resolution);
  }

  /** The wait for a query typed at `now`: settleMs, longer when the reader's keys come further apart. */
  private settleFor(now: number): number {
    const gap = now - this.lastTyped;
    this.lastTyped = now;
    this.gaps = [this.gaps[1], gap < TYPING_PAUSE_MS ? gap : 0];
    if (!this.paced) return this.settleMs;
    return Math.min(MAX_SETTLE_MS, Math.max(this.settleMs, KEY_GAP_FACTOR * Math.max(...this.gaps)));
  }

  get size(): number {
    return this.manifest.count;
  }

  /**
   * The best records for a query, highest BM25F score first. `onProgress` gets the results shown so
   * far each time a record shard arrives. A shard that failed counts as holding nothing. Once
   * `signal` is aborted nothing more is fetched.
   */
  async search(
    query: string,
    limit = MAX_RESULTS,
    onProgress?: (hits: SearchHit[]) => void,
    signal?: AbortSignal,
  ): Promise<SearchHit[]> {
    const started = Date.now();
    const paced = signal ? this.settleFor(started) : 0;
    // A word longer than any indexed term (and its typo budget) can match nothing: it fetches nothing.
    const terms =
      this.size === 0 || signal?.aborted
        ? []
        : queryTerms(query).filter((term) => term.length <= this.manifest.longest + MAX_TYPOS);
    if (terms.length === 0 || this.manifest.termShards.length === 0) return [];
    const settleMs =
      this.paced && terms[terms.length - 1].length < EAGER_TERM_LENGTH ? Math.max(paced, SHORT_WORD_SETTLE_MS) : paced;
    /** Waits until the query is settleMs old (typed in a box only); false once it was typed over. */
    const settled = async () => {
      const wait = settleMs - (Date.now() - started);
      if (signal && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return !signal?.aborted;
    };
    const shards = new Map<string, TermShard>();
    const loadTerms = (files: string[]) =>
      Promise.all(
        files.map(async (file) => {
          const shard = await this.load.terms(file);
          if (!shard) return;
          shards.set(file, shard);
          if (!this.imported.has(file)) {
            this.imported.add(file);
            importMap(this.index, shard.entries);
          }
        }),
      );
    const shardFor = (term: string) => shards.get(termShardOf(this.manifest, term));
    const expansions = await Promise.all(
      terms.map(async (term): Promise<Expansion[]> => {
        const range = planTermShards(this.manifest, term);
        const eager = term.length >= EAGER_TERM_LENGTH || (term.length === 2 && range.length === 1);
        if (!eager && !(await settled())) return [];
        await loadTerms(range);
        const sorted = range.flatMap((file) => shards.get(file)?.terms ?? []);
        const words = expandWords(term, { sorted, df: (t) => shardFor(t)?.df(t) ?? 0 });
        if (words.length > 0 || typoBudget(term) === 0 || signal?.aborted) return words;
        const vocabulary = await this.load.vocabulary(this.manifest.vocabulary);
        const typos = vocabulary ? expandTypos(term, vocabulary) : [];
        await loadTerms([...new Set(typos.map((e) => termShardOf(this.manifest, e.term)))]);
        return typos;
      }),
    );
    // A query typed over (the next key came) fetches no records: its results would not be shown.
    if (signal?.aborted || expansions.every((options) => options.length === 0)) return [];
    const ranked = rankMatches(
      expansions,
      (term) => retrieve(this.index, term),
      { count: this.manifest.count, resolution: this.manifest.resolution },
      limit,
    );
    const records = new Map<number, ShownRecord>();
    const shown = () =>
      ranked.flatMap(({ id, score, terms }: RankedId) => {
        const record = records.get(id);
        return record ? [{ record, score, terms }] : [];
      });
    const take = (shard: RecordShard) =>
      shard.records.forEach(([kind, url, page, title, content, lang], i) => {
        const record: ShownRecord = { kind: kind as ShownRecord['kind'], url, page, title, content };
        records.set(shard.first + i, lang ? { ...record, lang } : record);
      });
    const fetchShard = async (file: string) => {
      const shard = await this.load.records(file);
      if (!shard) return;
      this.recordShards.set(file, shard);
      take(shard);
      // The results appear as their record shards arrive.
      if (onProgress) onProgress(shown());
    };
    const files = planRecordShards(
      this.manifest,
      ranked.map((r) => r.id),
    );
    for (const file of files) {
      const shard = this.recordShards.get(file);
      if (shard) take(shard);
    }
    if (onProgress && records.size > 0) onProgress(shown());
    const lead =
      signal && ranked.length > 0 && !ranked.slice(0, LEAD_RESULTS).some(({ id }) => records.has(id))
        ? planRecordShards(this.manifest, [ranked[0].id])
        : [];
    const leading = Promise.all(lead.map(fetchShard));
    if (!(await settled())) return [];
    await Promise.all([
      leading,
      ...files.filter((file) => !this.recordShards.has(file) && !lead.includes(file)).map(fetchShard),
    ]);
    return shown();
  }
}
