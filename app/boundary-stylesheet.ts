/**
 * The site's stylesheet for the error and not-found boundaries (app/global-error.tsx and each root
 * layout's error.tsx and not-found.tsx), in development only.
 *
 * In a built site a boundary renders inside a page that has loaded the site's stylesheet already
 * (globals.css, or reference.css, which holds all of it; React keeps a stylesheet it has inserted),
 * and every 404 is app/global-not-found.tsx, a document with its own. Importing globals.css in a
 * boundary put it in every page's payload, and the API reference pages preloaded it: a render-
 * blocking request more before their first paint (bench/RESULTS.md, "First paint, round two").
 * The dev server renders them without a page: a content error (global-error), a first load that
 * calls notFound().
 */
if (process.env.NODE_ENV === 'development') require('./globals.css');
