import { MAX_QUERY_LENGTH } from './constants.client';

/** How long a query must stay unchanged, its results shown, before it counts as searched. */
export const SEARCH_SETTLE_MS = 1000;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Well-known secret shapes: JWTs, `sk_`/`pk_`-style keys, bearer values, long hex or base64 runs. */
const TOKEN_PREFIX = /\b(?:eyJ[\w-]{8,}|(?:sk|pk|rk|tok|key|ghp|gho|xox[abpr])[-_][\w-]{8,}|bearer\s+\S{8,})/i;
const LONG_HEX = /\b[0-9a-f]{24,}\b/i;

/** Whether one word looks like a secret: 20+ characters mixing letters and digits, no vowels pattern needed. */
const tokenLikeWord = (word: string) =>
  word.length >= 20 && /[a-z]/i.test(word) && /\d/.test(word) && /^[\w\-+/=.~]+$/.test(word);

/**
 * The search term to report for a query, or undefined when it must not leave the browser: empty,
 * over the search box's cap, or looking like an email address or a token (a reader pasting a key
 * into the box must not send it to analytics). Pure.
 */
export function reportableTerm(query: string): string | undefined {
  const term = query.trim().replace(/\s+/g, ' ');
  if (!term || query.length > MAX_QUERY_LENGTH) return undefined;
  if (EMAIL.test(term) || TOKEN_PREFIX.test(term) || LONG_HEX.test(term)) return undefined;
  if (term.split(' ').some(tokenLikeWord)) return undefined;
  return term.toLowerCase();
}

/** Sends an analytics event when the tag is configured (the Analytics component defines `gtag`), else nothing. */
export function sendEvent(name: string, params: Record<string, string | number>): void {
  (globalThis as { gtag?: (...args: unknown[]) => void }).gtag?.('event', name, params);
}

/**
 * GA4's recommended `search` event (`search_term`, plus `result_count`) for a settled query, and
 * `search_no_results` when it found nothing. Returns whether anything was sent.
 */
export function reportSearch(query: string, results: number): boolean {
  const term = reportableTerm(query);
  if (term === undefined) return false;
  sendEvent('search', { search_term: term, result_count: results });
  if (results === 0) sendEvent('search_no_results', { search_term: term });
  return true;
}

/** GA4's recommended `select_content` for a chosen result: its URL and its rank (1 for the first). */
export function reportChoice(query: string, url: string, rank: number): void {
  const term = reportableTerm(query);
  if (term === undefined) return;
  sendEvent('select_content', { content_type: 'search_result', content_id: url, search_term: term, rank });
}
