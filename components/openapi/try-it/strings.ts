import type { UiKey, UiStrings } from '@/lib/i18n/english';
import { createRequiredContext } from '../../ui/required-context';

/**
 * The console's texts, in the page's locale: every `tryIt.*` string but the button's own label
 * (the server renders it). The reference page passes them to its enhancer.
 */
export type TryItKey = Exclude<Extract<UiKey, `tryIt.${string}`>, 'tryIt.open'>;
export type TryItStrings = Pick<UiStrings, TryItKey>;

const { Provider, useRequiredContext } = createRequiredContext<TryItStrings>('TryItStringsProvider');

/** Gives the console's leaves their texts. */
export const TryItStringsProvider = Provider;

/** The console's texts (inside TryItConsole). */
export const useTryItStrings = () => useRequiredContext('useTryItStrings');
