import { MAX_RESULTS } from './constants';
import { queryTerms, type SearchHit, type ShownRecord } from './engine';
import { type Expansion, expandTypos, expandWords, MAX_TYPOS, prefixEnd, typoBudget } from './expand';
import type { RecordShard, SearchManifest, TermShard } from './manifest';
import { type RankedId, type RankStats, rankPostings } from './rank';

/** Loads a file of the index by name: its parsed value, or null once it failed (the loader warns, once). */
type ShardLoader<T> = (file: string) => Promise<T | null>;

/** What the sharded search fetches, each file once: term and record shards, the vocabulary, the lengths. */
export interface ShardLoaders {
  terms: ShardLoader<TermShard>;
  records: ShardLoader<RecordShard>;
  vocabulary: ShardLoader<string[]>;
  lengths: ShardLoader<ArrayLike<number>>;
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
 * Search over the sharded index. Per query term, the term shards of its range are fetched, which
 * hold its word, the words it starts and their document frequencies; only a term with neither
 * fetches the vocabulary to look for typos, then those words' shards. Ranking is rankPostings()
 * with the manifest's global statistics and the records' field lengths, as in SearchEngine, so the
 * answers are the single index's. Then only the record shards of the results shown are fetched.
 */
export class ShardedSearch {
  constructor(
    readonly manifest: SearchManifest,
    private readonly load: ShardLoaders,
  ) {}

  get size(): number {
    return this.manifest.count;
  }

  /**
   * The best records for a query, highest BM25F score first. `onProgress` gets the results shown so
   * far each time a record shard arrives. A shard that failed counts as holding nothing; lengths
   * that failed count as average (no length normalisation). Once `signal` is aborted nothing more
   * is fetched.
   */
  async search(
    query: string,
    limit = MAX_RESULTS,
    onProgress?: (hits: SearchHit[]) => void,
    signal?: AbortSignal,
  ): Promise<SearchHit[]> {
    // A word longer than any indexed term (and its typo budget) can match nothing: it fetches nothing.
    const terms =
      this.size === 0 || signal?.aborted
        ? []
        : queryTerms(query).filter((term) => term.length <= this.manifest.longest + MAX_TYPOS);
    if (terms.length === 0 || this.manifest.termShards.length === 0) return [];
    const shards = new Map<string, TermShard>();
    const loadTerms = (files: string[]) =>
      Promise.all(
        files.map(async (file) => {
          const shard = await this.load.terms(file);
          if (shard) shards.set(file, shard);
        }),
      );
    const shardFor = (term: string) => shards.get(termShardOf(this.manifest, term));
    const lengths = this.load.lengths(this.manifest.lengths);
    const expansions = await Promise.all(
      terms.map(async (term): Promise<Expansion[]> => {
        const range = planTermShards(this.manifest, term);
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
    const stats: RankStats = {
      count: this.manifest.count,
      avgLengths: this.manifest.avgLengths,
      df: (term) => shardFor(term)?.df(term) ?? 0,
      lengths: this.checkedLengths(await lengths),
    };
    const ranked = rankPostings(expansions, (term) => shardFor(term)?.postings(term), stats, limit);
    const records = new Map<number, ShownRecord>();
    const shown = () =>
      ranked.flatMap(({ id, score, terms }: RankedId) => {
        const record = records.get(id);
        return record ? [{ record, score, terms }] : [];
      });
    await Promise.all(
      planRecordShards(
        this.manifest,
        ranked.map((r) => r.id),
      ).map(async (file) => {
        const shard = await this.load.records(file);
        shard?.records.forEach(([kind, url, page, title, content], i) => {
          records.set(shard.first + i, { kind: kind as ShownRecord['kind'], url, page, title, content });
        });
        // The results appear as their record shards arrive.
        if (onProgress && shard) onProgress(shown());
      }),
    );
    return shown();
  }

  /** The records' field lengths, or the averages for every record when they failed or do not fit. */
  private checkedLengths(lengths: ArrayLike<number> | null): ArrayLike<number> {
    const { count, avgLengths } = this.manifest;
    if (lengths && lengths.length === count * avgLengths.length) return lengths;
    return Array.from({ length: count * avgLengths.length }, (_, i) => avgLengths[i % avgLengths.length]);
  }
}
