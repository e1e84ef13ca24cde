/**
 * A link click Next's router took and never finished: it fetched the target's data but the page
 * never changed (vercel/next.js#98305, a click while the page hydrates). The page's first inline
 * script records every link click (lib/security/scripts-after-paint.ts), the progress bar reads the
 * one made before it mounted, and past `STUCK_AFTER_MS` it finishes the navigation with a full page
 * load. See lib/browser/README.md, "Links clicked while the page hydrates".
 */

/** The global the page's inline loader leaves the last link click in (a `LinkClick`). */
export const LINK_CLICK_GLOBAL = '__acmeLinkClick';

/** A click on a link, as recorded: `at` is `performance.now()` at the click. */
export interface LinkClick {
  href: string;
  at: number;
  button: number;
  /** Any of Meta, Ctrl, Shift, Alt held. */
  keys: boolean;
  target: string;
  download: boolean;
}

/** The click's target URL when it navigates this tab to another page of the site, else undefined. */
export function pageNavigationTarget(click: unknown, location: string): URL | undefined {
  const c = click as Partial<LinkClick> | null | undefined;
  if (!c || typeof c.href !== 'string' || typeof c.at !== 'number' || !Number.isFinite(c.at)) return undefined;
  if (c.button !== 0 || c.keys || c.download || (c.target && c.target !== '_self')) return undefined;
  let url: URL;
  let here: URL;
  try {
    here = new URL(location);
    url = new URL(c.href, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return undefined;
  return url;
}

/** How long after the click a navigation still on the old page may be stuck. */
export const STUCK_AFTER_MS = 3000;
/** How long the target's data must have been in the page: the router had it and did nothing. */
export const DATA_SETTLED_MS = 1000;

/** What the page's resource timing says of a download (a `PerformanceResourceTiming`). */
export interface Download {
  name: string;
  responseEnd: number;
}

/**
 * Whether a download is the router's data for the page at `target`: `?_rsc=` on the page's path
 * (`npm start`) or on its `.txt` and segment files (`/page.txt`, `/page/__next.….txt`, the
 * static export).
 */
function isPageData(download: Download, target: URL): boolean {
  let url: URL;
  try {
    url = new URL(download.name, target);
  } catch {
    return false;
  }
  if (url.origin !== target.origin || !url.searchParams.has('_rsc')) return false;
  // The page's path without a trailing slash ('' for the home page).
  const page = target.pathname.replace(/\/$/, '');
  const path = url.pathname.replace(/\/$/, '');
  return path === page || path === `${page || '/index'}.txt` || path.startsWith(`${page}/__next.`);
}

/**
 * Whether the navigation this click started is stuck, so a full page load should finish it: the
 * click navigates to another page of the site, this page is still where it was clicked,
 * `STUCK_AFTER_MS` have passed, and the target's data arrived at least `DATA_SETTLED_MS` ago (the
 * router's own request or its prefetch). Data still on its way (a slow network) is waited for: a
 * full load would only start over.
 */
export function isStuckNavigation(
  click: unknown,
  page: { location: string; now: number; downloads: readonly Download[] },
): boolean {
  const target = pageNavigationTarget(click, page.location);
  if (!target) return false;
  const { at } = click as LinkClick;
  if (page.now - at < STUCK_AFTER_MS) return false;
  return page.downloads.some(
    (d) => typeof d?.name === 'string' && page.now - d.responseEnd >= DATA_SETTLED_MS && isPageData(d, target),
  );
}

/** The full page load that finishes a stuck navigation (an object, so the DOM tests can watch it). */
export const fullLoad = {
  to(href: string): void {
    window.location.assign(href);
  },
};
