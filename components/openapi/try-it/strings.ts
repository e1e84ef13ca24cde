import type { UiKey, UiStrings } from '@/lib/i18n/english';
import { createRequiredContext } from '../../ui/required-context';

/** The console's texts, in the page's locale: the reference page passes them to its enhancer. */
export type TryItStrings = Pick<
  UiStrings,
  | 'tryIt.title'
  | 'tryIt.close'
  | 'tryIt.loadFailed'
  | 'tryIt.send'
  | 'tryIt.sendExample'
  | 'tryIt.cancel'
  | 'tryIt.copyCurl'
  | 'tryIt.copyFetch'
  | 'tryIt.schemaMatches'
  | 'tryIt.schemaUnchecked'
  | 'tryIt.authentication'
  | 'tryIt.tokenAs'
  | 'tryIt.answers'
  | 'tryIt.parameters'
  | 'tryIt.server'
  | 'tryIt.customServer'
  | 'tryIt.emptyBody'
  | 'tryIt.noResponse'
  | 'tryIt.responseBody'
  | 'tryIt.curl'
  | 'tryIt.modeMock'
  | 'tryIt.modeLive'
  | 'tryIt.loadExample'
  | 'tryIt.exampleChoice'
  | 'tryIt.requestBody'
  | 'tryIt.required'
  | 'tryIt.notSet'
  | 'tryIt.loadFailedButton'
  | 'tryIt.noTokenNeeded'
  | 'tryIt.needs'
  | 'tryIt.needsToken'
  | 'tryIt.needsCredential'
  | 'tryIt.needsWhere'
  | 'tryIt.or'
  | 'tryIt.need.read-only'
  | 'tryIt.need.read-write'
  | 'tryIt.need.public'
  | 'tryIt.need.private'
  | 'tryIt.serversOnly'
  | 'tryIt.baseUrl'
  | 'tryIt.where.header'
  | 'tryIt.where.query'
  | 'tryIt.where.http'
  | 'tryIt.serverSideHint'
  | 'tryIt.showToken'
  | 'tryIt.keepTokens'
  | 'tryIt.serverSide'
  | 'tryIt.secret'
  | 'tryIt.copiedCurl'
  | 'tryIt.copiedFetch'
  | 'tryIt.clipboardRefused'
  | 'tryIt.timeout'
  | 'tryIt.cancelled'
  | 'tryIt.networkError'
  | 'tryIt.sending'
  | 'tryIt.fromExample'
  | 'tryIt.elapsed'
  | 'tryIt.truncated'
  | 'tryIt.headers'
  | 'tryIt.where.unsupported'
  | Extract<UiKey, `tryIt.${'isRequired' | 'bodyTooLarge' | 'scheme' | 'sampleNote'}`>
  | Extract<UiKey, `tryIt.${'rule' | 'mock' | 'kind' | 'sampleNoteFollowing'}.${string}`>
>;

const { Provider, useRequiredContext } = createRequiredContext<TryItStrings>('TryItStringsProvider');

/** Gives the console's leaves their texts. */
export const TryItStringsProvider = Provider;

/** The console's texts (inside TryItConsole). */
export const useTryItStrings = () => useRequiredContext('useTryItStrings');
