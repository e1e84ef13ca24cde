import { toSidebarFile } from '../navigation/sidebar-file.client';
import type { ApiEntry } from '../openapi/catalog';
import { buildSearchIndex } from '../search/build';
import { searchRecordsFile } from '../search/export';
import { cachedBuildSearchIndex } from '../search/index-cache';
import { buildShardedIndex, type ShardedIndex } from '../search/shards';
import type { ContentGraph } from './graph';
import { siteLlmsTxt } from './llms';
import { buildSiteSearchIndex, localeSearchRecords, siteSearchRecords } from './search-records';
import { derivedView, siteOf } from './site';
import { getContentGraph } from './source';

/**
 * The files generated from the content graph and served by route handlers: the build prerenders
 * them, the static export writes them, and the development server builds them on demand, again
 * after each content change (once per graph).
 */
type Build<T = string> = (graph: ContentGraph, apis: ApiEntry[]) => T;

const built = derivedView<Map<Build<unknown>, Promise<unknown>>>('outputs');

/** The output of `build` for the current graph, built once per graph (kept on its site). */
function output<T = string>(build: Build<T>): Promise<T> {
  const graph = getContentGraph();
  const outputs = siteOf(graph).derive(built, () => new Map());
  let value = outputs.get(build) as Promise<T> | undefined;
  if (!value) {
    value = graph.apis().then((apis) => build(graph, apis));
    outputs.set(build, value);
  }
  return value;
}

/** The indexer: the build's keeps each index in .next/cache, for its other worker and the next build (lib/search/index-cache.ts). */
const indexer = (graph: ContentGraph) => (graph.buildCache ? cachedBuildSearchIndex(graph.root) : buildSearchIndex);

const shardedIndex: Build<ShardedIndex> = (graph, apis) =>
  buildShardedIndex(buildSiteSearchIndex(graph, apis, undefined, indexer(graph)));
/** Each cut docs version's own index, by version name. */
const versionIndexes: Build<Map<string, ShardedIndex>> = (graph, apis) =>
  new Map(
    graph.versions.map((v) => [v.name, buildShardedIndex(buildSiteSearchIndex(graph, apis, v.name, indexer(graph)))]),
  );
/** Each locale's own index (lib/i18n), by code: its pages, translated or falling back, and the references. */
const localeIndexes: Build<Map<string, ShardedIndex>> = (graph, apis) =>
  new Map(
    graph.locales.map((l) => [
      l.locale.code,
      buildShardedIndex(indexer(graph)(localeSearchRecords(graph, apis, l.locale.code))),
    ]),
  );
const records: Build = (graph, apis) => JSON.stringify(searchRecordsFile(siteSearchRecords(graph, apis)));
const sidebarFile: Build = (graph) => JSON.stringify(toSidebarFile(graph.sidebar));

/**
 * /search-index-default.json: the search manifest (vocabulary, document frequencies, global
 * statistics, shard names). It reads the same graph as the shards, so they always match.
 */
export const searchIndexJson = async () => JSON.stringify((await output(shardedIndex)).manifestFile);

/** A cut docs version's search manifest (`/search-index-default/3.2.json`), or undefined for an unknown version. */
export const versionSearchIndexJson = async (version: string): Promise<string | undefined> => {
  // A locale's index sits beside the versions' (a locale code never names a version: lib/i18n checks).
  const index = (await output(versionIndexes)).get(version) ?? (await output(localeIndexes)).get(version);
  return index && JSON.stringify(index.manifestFile);
};

/** The names of the cut docs versions that have a search index. */
export const searchVersions = async (): Promise<string[]> => [
  ...(await output(versionIndexes)).keys(),
  ...(await output(localeIndexes)).keys(),
];

/**
 * The shard files of the search indexes by name (served under SEARCH_SHARDS_PATH): the site's, then
 * each cut version's (one hash of each index's files names them, so they do not clash).
 */
export const searchShards = async (): Promise<Map<string, string>> => {
  const files = new Map((await output(shardedIndex)).files);
  for (const index of [...(await output(versionIndexes)).values(), ...(await output(localeIndexes)).values()])
    for (const [name, text] of index.files) files.set(name, text);
  return files;
};

/** /search-records.json: every search record with a stable id, for a hosted search engine's import. */
export const searchRecordsJson = () => output(records);

/** /sidebar-default.json: the whole docs sidebar, for collapsed categories opened in the browser. */
export const sidebarJson = () => output(sidebarFile);

/** /llms.txt. */
export const llmsTxt = () => output(siteLlmsTxt);
