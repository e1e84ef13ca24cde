import { SEARCH_INDEX_VERSION } from './constants.client';
import { FLEX_RESOLUTION } from './flex.client';
import type { SearchIndexFile } from './types';

/** An index with nothing in it. */
export const EMPTY_SEARCH_INDEX: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  count: 0,
  resolution: FLEX_RESOLUTION,
  records: [],
  map: [],
};
