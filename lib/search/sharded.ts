import { MAX_RESULTS } from './constants';
import { expandQuery, type SearchHit, type ShownRecord } from './engine';
import type { Expansion, Vocabulary } from './expand';
import type { RecordShard, SearchManifest } from './manifest';
import { type Posting, type RankedId, rankPostings } from './rank';

/** Loads a shard by file name: its parsed value, or null once it failed (the loader warns, once). */
export type ShardLoader<T> = (file: string) => Promise<T | null>;

/** The last index whose first is <= value, in a list of [first, file] pairs sorted by first. */
export function shardOf(shards: ReadonlyArray<readonly [number, string]>, value: number): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid][0] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The term shards a query's expansions live in, in the order first needed, each once. */
export function planTermShards(
  manifest: SearchManifest,
  termIndex: ReadonlyMap<string, number>,
  expansions: Expansion[][],
): string[] {
  const files = new Set<string>();
  for (const options of expansions) {
    for (const { term } of options) {
      const t = termIndex.get(term);
      if (t !== undefined && manifest.termShards.length)
        files.add(manifest.termShards[shardOf(manifest.termShards, t)][1]);
    }
  }
  return [...files];
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
 * Search over the sharded index: the manifest (vocabulary, document frequencies, global
 * statistics) expands and weighs the query; only the term shards its words live in are fetched,
 * then only the record shards of the results shown. Ranking is rankPostings() with the global
 * statistics, as in SearchEngine, so the answers are the single index's.
 */
export class ShardedSearch {
  private readonly vocab: Vocabulary;
  private readonly termIndex = new Map<string, number>();
  private readonly df: Record<string, number> = Object.create(null);

  constructor(
    readonly manifest: SearchManifest,
    private readonly loadTerms: ShardLoader<Map<string, Posting[]>>,
    private readonly loadRecords: ShardLoader<RecordShard>,
  ) {
    const sorted = manifest.terms === '' ? [] : manifest.terms.split('\n');
    sorted.forEach((term, i) => {
      this.termIndex.set(term, i);
      this.df[term] = manifest.df[i];
    });
    this.vocab = { sorted, df: this.df };
  }

  get size(): number {
    return this.manifest.count;
  }

  /**
   * The best records for a query, highest BM25F score first. `onProgress` gets the results known
   * so far each time a shard arrives: while term shards arrive, the ranking over those loaded for
   * the records already in memory; then the final results as their record shards arrive. A shard
   * that failed counts as holding nothing. Once `signal` is aborted nothing more is fetched.
   */
  async search(
    query: string,
    limit = MAX_RESULTS,
    onProgress?: (hits: SearchHit[]) => void,
    signal?: AbortSignal,
  ): Promise<SearchHit[]> {
    // A query already typed over is not even expanded (a typo scans the whole vocabulary).
    if (signal?.aborted) return [];
    const expansions = this.size === 0 ? null : expandQuery(query, this.vocab);
    if (!expansions) return [];
    const loaded = new Map<string, Map<string, Posting[]>>();
    const records = new Map<number, ShownRecord>();
    const postings = (term: string) => {
      const t = this.termIndex.get(term);
      if (t === undefined) return undefined;
      return loaded.get(this.manifest.termShards[shardOf(this.manifest.termShards, t)][1])?.get(term);
    };
    const stats = {
      count: this.manifest.count,
      avgLengths: this.manifest.avgLengths,
      df: (term: string) => this.df[term] ?? 0,
    };
    const rank = () => rankPostings(expansions, postings, stats, limit);
    const shown = (ranked: RankedId[]) =>
      ranked.flatMap(({ id, score, terms }) => {
        const record = records.get(id);
        return record ? [{ record, score, terms }] : [];
      });
    const fetchRecords = (ranked: RankedId[]) =>
      Promise.all(
        planRecordShards(
          this.manifest,
          ranked.map((r) => r.id),
        ).map(async (file) => {
          const shard = await this.loadRecords(file);
          shard?.records.forEach(([kind, url, page, title, content], i) => {
            records.set(shard.first + i, { kind: kind as ShownRecord['kind'], url, page, title, content });
          });
          // The final ranking's results appear as their record shards arrive.
          if (onProgress && shard) onProgress(shown(ranked));
        }),
      );
    await Promise.all(
      planTermShards(this.manifest, this.termIndex, expansions).map(async (file) => {
        const shard = await this.loadTerms(file);
        if (shard) loaded.set(file, shard);
        // Meanwhile, what the shards here rank, for the records already loaded (nothing more is
        // fetched for a ranking that may still change).
        if (onProgress && records.size > 0) onProgress(shown(rank()));
      }),
    );
    // A query typed over (the next key came) fetches no records: its results would not be shown.
    if (signal?.aborted) return [];
    const ranked = rank();
    await fetchRecords(ranked);
    return shown(ranked);
  }
}
