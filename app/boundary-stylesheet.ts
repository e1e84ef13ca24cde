/**
 * What the error and not-found boundaries (app/global-error.tsx, each root layout's error.tsx and
 * not-found.tsx) import for their styles: nothing in a built site, app/globals.css under `next dev`
 * (next.config.ts aliases this module there; a `require` of CSS does not compile in Turbopack).
 *
 * In a built site a boundary renders inside a page that has loaded the site's stylesheet already
 * (globals.css, or reference.css, which holds all of it; React keeps a stylesheet it inserted when
 * the tree under it is replaced), and every 404 is app/global-not-found.tsx, a document with its
 * own. A boundary is in every page's payload, and React preloads each stylesheet a payload names:
 * when the boundaries imported globals.css, the API reference pages preloaded it, a render-blocking
 * request more before their first paint (bench/RESULTS.md, "First paint, round two"). The dev
 * server renders them without a page: a content error (global-error), a first load that calls
 * notFound().
 */
export {};
