import { pickStrings, uiStrings } from '@/lib/i18n/catalogue';
import type { TryItStrings } from './try-it/strings';

/** The Try it console's texts in a locale (the default one unless given): only these reach the browser. */
export function tryItStrings(locale?: string): TryItStrings {
  return pickStrings(uiStrings(locale), [
    'tryIt.title',
    'tryIt.close',
    'tryIt.loadFailed',
    'tryIt.send',
    'tryIt.sendExample',
    'tryIt.cancel',
    'tryIt.copyCurl',
    'tryIt.copyFetch',
    'tryIt.schemaMatches',
    'tryIt.schemaUnchecked',
    'tryIt.authentication',
    'tryIt.tokenAs',
    'tryIt.answers',
    'tryIt.parameters',
    'tryIt.server',
    'tryIt.customServer',
    'tryIt.emptyBody',
    'tryIt.noResponse',
    'tryIt.responseBody',
    'tryIt.curl',
  ]);
}
