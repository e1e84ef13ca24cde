import type { UiStrings } from '@/lib/i18n/english';

/** The texts of the search box and its panel, in the page's locale (a plural family's extra forms included). */
export type SearchStrings = Pick<
  UiStrings,
  | 'search.placeholder'
  | 'search.label'
  | 'search.dialogTitle'
  | 'search.scope'
  | 'search.loading'
  | 'search.hint'
  | 'search.noResults'
  | 'search.resultCount.one'
  | 'search.resultCount.other'
  | 'search.resultsLabel'
  | 'search.clear'
  | 'search.submit'
  | 'search.cancel'
  | 'search.keys.move'
  | 'search.keys.open'
  | 'search.keys.close'
  | 'search.kind.doc'
  | 'search.kind.api'
  | 'search.kind.blog'
  | 'search.kind.page'
>;
