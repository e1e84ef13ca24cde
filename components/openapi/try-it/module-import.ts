/**
 * Imports an operation's module (public/try-it/<api>/<operation>.js) by URL, outside the bundle.
 * Kept in its own chunk, which Next's runtime loads with a script element it creates: under the
 * policy's 'strict-dynamic' an `import()` inherits the parser-inserted mark of the script that
 * calls it, so one in a first-load chunk (a `<script src>` of the HTML, trusted by its hash) is
 * refused, while one in a chunk added by a trusted script is trusted too.
 */
export const importByUrl = (url: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url);
