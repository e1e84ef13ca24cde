/** `fetch`, or a stand-in for tests. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A JSON file the page needs: fetched once per page lifetime, or failed. */
export type JsonFile<T> = { ok: true; value: T } | { ok: false };

/**
 * Fetches a same-origin JSON file once per URL for the page's lifetime and checks it with `parse`
 * (which throws on the wrong shape). Loading must never take the page down: a failed request, a
 * body that is not JSON or a file of the wrong shape resolves to `{ ok: false }` with one warning,
 * which `failure` words for the reader of the console.
 */
export function fetchOnce<T>(parse: (json: unknown) => T, failure: (url: string, reason: string) => string) {
  const files = new Map<string, Promise<JsonFile<T>>>();
  return {
    load(url: string, fetchImpl: Fetch = fetch, warn: (message: string) => void = console.warn): Promise<JsonFile<T>> {
      let file = files.get(url);
      if (!file) {
        file = fetchImpl(url, { credentials: 'same-origin' })
          .then(async (response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return { ok: true as const, value: parse(await response.json()) };
          })
          .catch((error: unknown) => {
            warn(failure(url, error instanceof Error ? error.message : String(error)));
            return { ok: false as const };
          });
        files.set(url, file);
      }
      return file;
    },
    /** Forgets every file (tests only). */
    reset: () => files.clear(),
  };
}
