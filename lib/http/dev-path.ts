/**
 * `next dev` answers a locale's unknown path (`/fr/nope`) with the global 404 page
 * (app/global-not-found.tsx), which gets no params and no path. So in development the proxy hands
 * every request's path to the page in this request header, and the page picks the locale of its
 * first segment, as `npm start` and the static hosts pick `/fr/404`. Never read in a build: the
 * global 404 is prerendered once, in the default locale.
 */
export const DEV_PATH_HEADER = 'x-acme-dev-path';

/** The request's headers with its path in DEV_PATH_HEADER (one a client sent is replaced). */
export function withDevPath(headers: Headers, pathname: string): Headers {
  const next = new Headers(headers);
  next.set(DEV_PATH_HEADER, pathname);
  return next;
}
