/** An HTTP request or a JSON body written in a docs code block, as the example checker reads it. */
export interface HttpExample {
  /** The code block's language, and how the request was read from it. */
  kind: 'curl' | 'http' | 'fetch' | 'json';
  /** File line of the command (the block's first line for JSON bodies). */
  line: number;
  method?: string;
  /** Absolute URL as written, query included; `{…}` marks a value only known at run time. */
  url?: string;
  /** Header names in lower case. */
  headers: string[];
  /** Query parameter names written after `?` or added with `-G -d`, `searchParams.set`, `URLSearchParams`. */
  query: string[];
  /** A query part that cannot be read (`?${params}` of an unknown value): unknown parameters are not reported. */
  openQuery?: boolean;
  /**
   * The JSON body, when written (dynamic values are {@link DYNAMIC}); `unreadable` when it is not in the
   * block (a file), `invalid` when it does not parse.
   */
  body?: { value: unknown } | { unreadable: string } | { invalid: string };
  /** JSON blocks: the operation named by `operation=<id>` (or `<api>#<id>`) and the response status, if any. */
  operation?: string;
  status?: string;
}

/** A value computed at run time in a `fetch` body (`{ q }`, `ids.map(Number)`): any schema accepts it. */
export const DYNAMIC = '\u0000dynamic';
