/**
 * The sites `bench:search` measures the sharded index on, each with the one-word queries it is
 * timed with: this site; the same 1,026 pages the old site's local search was measured on (this
 * site plus the 1,000 synthetic docs of bench:build: 2.0 MB gzip, the size budget's reference);
 * the generated corpus at 1,000 and 5,000 pages (made-up words, the hardest text to compress);
 * and this site with the 15 corpus API documents (thousands of operation records).
 */
import path from 'node:path';
import { relevanceQueries } from '../../lib/search/__fixtures__/relevance-queries';
import { buildSearchIndex } from '../../lib/search/build';
import type { SearchIndexFile } from '../../lib/search/types';
import { loadContentGraph } from '../../lib/site/graph-load';
import { buildSiteSearchIndex } from '../../lib/site/search-records';
import { copySite } from '../../scripts/site-copy';
import { writeSyntheticDocs } from '../build/synthetic-docs';
import { corpusApis } from '../corpus-apis';
import { CORPUS, corpusQueries, makeWords, pageRecords } from './corpus';

export interface SearchSize {
  name: string;
  index: SearchIndexFile;
  /** One-word queries: bytes before results and the browser's time are measured on them. */
  oneWord: string[];
  /** Every query timed in Node once the shards are in memory. */
  queries: string[];
}

const COPIES = path.resolve(import.meta.dirname, '../../.bench/search-sites');
const oneWord = (queries: string[]) => queries.filter((q) => !/\s/.test(q.trim()));
const siteQueries = relevanceQueries.map((q) => q.query);

/** The index of this site, or of a copy with extra content, as the build makes it; and its docs count. */
async function siteIndex(root?: string): Promise<{ index: SearchIndexFile; docs: number }> {
  const graph = loadContentGraph(root ? { root } : {});
  return { index: buildSiteSearchIndex(graph, await graph.apis()), docs: graph.docs.length };
}

export const siteSize = async (): Promise<SearchSize> => ({
  name: 'site',
  index: (await siteIndex()).index,
  oneWord: oneWord(siteQueries),
  queries: siteQueries,
});

export async function syntheticDocsSize(docs = 1000): Promise<SearchSize> {
  const root = copySite(path.join(COPIES, `docs-${docs}`), { files: ['content', 'openapi', 'public'] });
  writeSyntheticDocs(root, docs);
  const site = await siteIndex(root);
  return {
    name: `${site.docs.toLocaleString('en-US')} pages`,
    index: site.index,
    oneWord: oneWord(siteQueries),
    queries: siteQueries,
  };
}

export function generatedSize(pages: number): SearchSize {
  const words = makeWords(CORPUS.seed);
  const queries = corpusQueries(words);
  return {
    name: `generated ${pages.toLocaleString('en-US')}`,
    index: buildSearchIndex(Array.from({ length: pages }, (_, n) => pageRecords(words, n)).flat()),
    oneWord: oneWord(queries),
    queries,
  };
}

export async function siteWithApisSize(): Promise<SearchSize> {
  const apis = await corpusApis();
  const root = copySite(path.join(COPIES, 'apis'), { files: ['content', 'openapi', 'public'], apis });
  // Words every large API reference has, beside this site's own queries.
  const apiWords = ['repository', 'invoice', 'webhook', 'pagination', 'customer', 'subscription'];
  return {
    name: `site + ${apis.length} APIs`,
    index: (await siteIndex(root)).index,
    oneWord: [...apiWords, ...oneWord(siteQueries)],
    queries: [...apiWords, ...siteQueries],
  };
}
