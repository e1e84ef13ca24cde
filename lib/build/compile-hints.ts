/**
 * Explicit compile hints (V8, Chrome 136+): a script whose first line is this comment has all its
 * functions compiled eagerly, on the background thread that streams it, instead of lazily on the
 * main thread the first time each is called. The framework chunks every page loads are called on
 * load almost entirely, so lazy compilation there is one long main-thread task during hydration
 * (about 190 ms of a mobile Lighthouse run's blocking time, even on an empty Next page).
 * Other browsers read it as a comment. Chunks loaded later (the search engine) are left alone:
 * compiling them eagerly would only cost memory.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

import { scriptsAfterPaint } from '../security/scripts-after-paint';

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const CHUNK_PREFIX = '/_next/static/';

/**
 * The `/_next/static/...js` files a page loads with `<script src>` or, once the build has moved them
 * behind the first paint, with its loader (lib/security/scripts-after-paint.ts), as paths under `_next/static/`.
 */
export function firstLoadChunks(html: string): string[] {
  const chunks = new Set<string>();
  const sources = [...[...html.matchAll(SCRIPT_SRC)].map((m) => m[1]), ...scriptsAfterPaint(html).map((s) => s.src)];
  for (const src of sources) {
    const pathname = src.split(/[?#]/)[0];
    if (pathname.startsWith(CHUNK_PREFIX) && pathname.endsWith('.js')) chunks.add(pathname.slice(CHUNK_PREFIX.length));
  }
  return [...chunks];
}

/** The script with the hint as its first line; unchanged when it already has it (idempotent). */
export const withCompileHint = (source: string): string =>
  source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
