/**
 * Manifest requests the navbar box sent before the search code had loaded, by URL (it sends its
 * manifest's request with the code's, not after it). The loader takes each once instead of fetching
 * again, whichever asks first: the box once its code is in, or the panel, which now mounts as soon
 * as its own code is (issue 45), often first.
 */
const started = new Map<string, Promise<Response>>();

/** Sends the request for a manifest now, for the loader to take later. */
export function startManifest(url: string): void {
  const response = fetch(url, { credentials: 'same-origin' });
  // A failed request is the loader's to report (once), when it reads this response.
  response.catch(() => {});
  started.set(url, response);
}

/** The request sent for `url` by startManifest, once; undefined when none is waiting. */
export function takeStarted(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
