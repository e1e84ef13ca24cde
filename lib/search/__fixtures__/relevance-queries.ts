/**
 * Queries a reader would type, written from the site's content, with the result they want. `top`
 * is 1 when one answer is clearly right, 3 when two or three are equally right; any of `expect`
 * counts. The relevance test and `npm run bench:search` both use this list.
 */
export interface RelevanceQuery {
  query: string;
  expect: string[];
  top: 1 | 3;
  kind: 'title' | 'section' | 'api' | 'parameter' | 'typo' | 'prefix' | 'multi-word' | 'identifier';
}

const D = '/docs/experience-sdk';
const O = `${D}/overriding-components`;
const M = '/docs/acme-moments';
const P = '/docs/acme-profiles';

export const relevanceQueries: RelevanceQuery[] = [
  // Exact page titles.
  // The page or its section on running it (the results panel groups both under the page).
  { query: 'Moments agent', expect: [`${M}/agent`, `${M}/agent#run-the-agent`], top: 1, kind: 'title' },
  { query: 'Acme Moments', expect: [`${M}/intro`], top: 1, kind: 'title' },
  { query: 'Profiles SDK', expect: [`${P}/profiles-sdk`], top: 1, kind: 'title' },
  { query: 'Action dispatcher', expect: [`${D}/action-dispatcher`], top: 1, kind: 'title' },
  { query: 'Custom login component', expect: [`${D}/custom-login-component`], top: 1, kind: 'title' },
  { query: 'Event listener', expect: [`${D}/event-listener`], top: 1, kind: 'title' },
  { query: 'FlexGrid navigation', expect: [`${D}/flexgrid-navigation`], top: 1, kind: 'title' },
  { query: 'Geo location', expect: [`${D}/geo-location`], top: 1, kind: 'title' },
  { query: 'Translations', expect: [`${D}/translations`], top: 1, kind: 'title' },
  { query: 'Unfurling', expect: [`${D}/unfurling`], top: 1, kind: 'title' },
  { query: 'Middleware', expect: [`${O}/middleware`], top: 1, kind: 'title' },
  { query: 'Custom text builders', expect: [`${O}/custom-text-builders`], top: 1, kind: 'title' },
  { query: 'Structure of an experience', expect: [`${O}/structure`], top: 1, kind: 'title' },
  { query: 'Question component', expect: [`${D}/question-component`], top: 1, kind: 'title' },
  { query: 'Reveal component', expect: [`${D}/reveal-component`], top: 1, kind: 'title' },
  { query: 'Metric events', expect: [`${D}/metric-events`], top: 1, kind: 'title' },
  { query: 'Release notes', expect: ['/blog/first-blog-post'], top: 1, kind: 'title' },
  { query: 'Markdown page example', expect: ['/markdown-page'], top: 1, kind: 'title' },

  // Sections.
  { query: 'installation', expect: [`${D}/intro#installation`], top: 1, kind: 'section' },
  { query: 'quick start', expect: [`${D}/intro#quick-start`], top: 1, kind: 'section' },
  { query: 'environment variables', expect: [`${M}/agent#environment-variables`], top: 1, kind: 'section' },
  { query: 'rule syntax', expect: [`${M}/agent#rule-syntax`], top: 1, kind: 'section' },
  {
    query: 'expression operators',
    expect: [`${P}/profiles-api#expression-operators`, `${P}/intro#expressions`],
    top: 3,
    kind: 'section',
  },
  { query: 'retention window', expect: [`${P}/intro#relevance-and-retention-windows`], top: 1, kind: 'section' },
  { query: 'keyboard navigation', expect: [`${D}/flexgrid-navigation#keyboard-navigation`], top: 1, kind: 'section' },
  { query: 'browser-based location', expect: [`${D}/geo-location#browser-based-location`], top: 1, kind: 'section' },
  { query: 'async middleware', expect: [`${O}/middleware#async-middleware`], top: 1, kind: 'section' },
  {
    query: 'privacy checklist',
    expect: [`${D}/personalization#security-and-privacy-checklist`],
    top: 1,
    kind: 'section',
  },
  {
    query: 'component names',
    expect: [`${O}/overridable-components#component-names`, `${O}/structure#component-names-and-ids`],
    top: 3,
    kind: 'section',
  },

  // Words from a section's text, several words at once.
  { query: 'strong id merging', expect: [`${P}/intro#strong-id-and-merging`], top: 1, kind: 'multi-word' },
  {
    query: 'sync with the browser url',
    expect: [`${D}/navigation-functions#sync-with-the-browser-url`],
    top: 1,
    kind: 'multi-word',
  },
  { query: 'troubleshooting agent', expect: [`${M}/agent#troubleshooting`], top: 1, kind: 'multi-word' },
  { query: 'design tips for moments', expect: [`${M}/intro#design-tips`], top: 1, kind: 'multi-word' },
  { query: 'customer data model blog', expect: ['/blog/long-blog-post'], top: 3, kind: 'multi-word' },
  // The Content API guide's next steps link the post: both are right answers.
  { query: 'content api static site', expect: ['/blog/mdx-blog-post'], top: 3, kind: 'multi-word' },

  // API operations by words and by path.
  {
    query: 'profiles upsert',
    expect: ['/api/profiles#upsertProfile', `${P}/profiles-api#upsert-a-profile`, `${P}/profiles-sdk#upsert-profiles`],
    top: 3,
    kind: 'api',
  },
  {
    query: 'conversion units',
    expect: ['/api/content#listConversionUnits', '/api/content#getConversionUnit'],
    top: 3,
    kind: 'api',
  },
  { query: 'tag content items', expect: ['/api/content#addTag'], top: 1, kind: 'api' },
  { query: 'legacy collection items', expect: ['/api/content#listLegacyCollectionItems'], top: 1, kind: 'api' },
  {
    query: 'exchange verification jwt',
    expect: ['/api/profiles#exchangeIdentityToken', `${P}/profiles-api#exchange-a-verification-jwt`],
    top: 3,
    kind: 'api',
  },
  { query: 'delete segment', expect: ['/api/profiles#deleteSegment'], top: 1, kind: 'api' },
  { query: 'GET /profiles/{profile_id}/segments', expect: ['/api/profiles#getProfileSegments'], top: 1, kind: 'api' },
  { query: 'Acme Content API', expect: ['/api/content', '/docs/content-api/guide'], top: 1, kind: 'api' },

  // Parameter and identifier names.
  {
    query: 'page_size',
    expect: [
      '/docs/content-api/guide#paging',
      '/api/content#searchContentItems',
      '/api/content#listFilters',
      '/api/content#listFilterItems',
      '/api/content#listTaggedItems',
    ],
    top: 1,
    kind: 'parameter',
  },
  {
    query: 'textBuilders',
    expect: [`${O}/custom-text-builders#the-textbuilders-option`, `${O}/custom-text-builders`],
    top: 3,
    kind: 'identifier',
  },
  { query: 'login:success', expect: [`${D}/custom-login-component#emit-loginsuccess`], top: 1, kind: 'identifier' },
  { query: 'upsertProfile', expect: ['/api/profiles#upsertProfile'], top: 1, kind: 'identifier' },

  // Typos and word starts.
  {
    query: 'create segmnet',
    expect: ['/api/profiles#createSegment', `${P}/profiles-api#create-a-segment`],
    top: 3,
    kind: 'typo',
  },
  { query: 'midleware', expect: [`${O}/middleware`], top: 1, kind: 'typo' },
  { query: 'translaton keys', expect: [`${D}/translations#translation-keys`], top: 1, kind: 'typo' },
  { query: 'enviroment variables', expect: [`${M}/agent#environment-variables`], top: 1, kind: 'typo' },
  { query: 'unfurl', expect: [`${D}/unfurling`, `${D}/unfurling#unfurl-your-own-page`], top: 3, kind: 'prefix' },
  { query: 'personaliz', expect: [`${D}/personalization`], top: 1, kind: 'prefix' },
  { query: 'dispatch an act', expect: [`${D}/action-dispatcher#dispatch-an-action`], top: 1, kind: 'prefix' },
  { query: 'geo loc', expect: [`${D}/geo-location`], top: 1, kind: 'prefix' },
];
