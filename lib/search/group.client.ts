import type { SearchHit } from './engine.client';
import type { SearchKind } from './types';

/** Results of one page, in rank order; pages in the order of their best result. */
export interface HitGroup {
  page: string;
  kind: SearchKind;
  hits: SearchHit[];
}

/** Groups ranked hits by the page they belong to (pages keyed by kind and title). */
export function groupHits(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const key = `${hit.record.kind}\u0000${hit.record.page}\u0000${hit.record.url.split('#')[0]}`;
    let group = groups.get(key);
    if (!group) {
      group = { page: hit.record.page, kind: hit.record.kind, hits: [] };
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
