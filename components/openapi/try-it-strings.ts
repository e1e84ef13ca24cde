import { pickStrings, uiStrings } from '@/lib/i18n/catalogue';
import { ENGLISH, type UiKey } from '@/lib/i18n/english';
import type { TryItKey, TryItStrings } from './try-it/strings';

/** The keys TryItStrings names, in the catalogue's order. */
const TRY_IT_KEYS = (Object.keys(ENGLISH) as UiKey[]).filter(
  (key): key is TryItKey => key.startsWith('tryIt.') && key !== 'tryIt.open',
);

/** The Try it console's texts in a locale (the default one unless given): only these reach the browser. */
export function tryItStrings(locale?: string): TryItStrings {
  return pickStrings(uiStrings(locale), TRY_IT_KEYS);
}
