import { createHash } from 'node:crypto';

/**
 * The inline scripts of a prerendered page and their CSP hashes. A browser hashes the text between
 * `<script …>` and `</script>` exactly as written (script text is raw: no entities are decoded), as
 * UTF-8, so the same bytes are hashed here.
 */

// `<script`, its attributes (quoted values may hold `>`), `>`, the text up to the first `</script`.
const SCRIPT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

// The `type` values a browser runs as script (and must be allowed by script-src): none, a
// JavaScript MIME type, `module`, and the inline JSON formats script-src governs. Data blocks
// (`application/ld+json`) never run.
const JAVASCRIPT = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script(?:1\.\d)?|text\/(?:jscript|livescript))$/i;
const runs = (type: string) => /^(?:|module|importmap|speculationrules)$/i.test(type) || JAVASCRIPT.test(type);

function attributes(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) map.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return map;
}

export interface InlineScript {
  /** Where the `<script` tag starts in the page. */
  start: number;
  /** Where its `</script>` ends. */
  end: number;
  text: string;
}

/** The inline scripts a browser runs on this page, in document order (not `src` scripts, not data blocks). */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = attributes(m[1]);
    if (attrs.has('src') || !runs((attrs.get('type') ?? '').trim())) continue;
    scripts.push({ start: m.index, end: m.index + m[0].length, text: m[2] });
  }
  return scripts;
}

/** The CSP hash source of one script's text, without quotes: `sha256-<base64>`. */
export const scriptHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The hashes of every inline script a page runs, sorted and without repeats. */
export const pageScriptHashes = (html: string): string[] =>
  [...new Set(inlineScripts(html).map((script) => scriptHash(script.text)))].sort();

/** Next's app router streams the page's data as `self.__next_f.push([…])` scripts, one per chunk. */
const FLIGHT = /^\s*self\.__next_f\.push\(/;

/**
 * The page with each run of adjacent flight-data scripts (nothing but white space between them)
 * joined into one script, so a long page needs one hash for its data instead of one per chunk.
 * Every chunk is a statement that only appends to `self.__next_f`, run in the same order as
 * before, and the runs sit at the end of the body, after all of the page's markup, so nothing the
 * parser shows changes. Other scripts are left as they are.
 */
export function joinFlightScripts(html: string): string {
  const flight = inlineScripts(html).filter((script) => FLIGHT.test(script.text));
  const runs: InlineScript[][] = [];
  for (const script of flight) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && /^\s*$/.test(html.slice(last.end, script.start))) run.push(script);
    else runs.push([script]);
  }
  let out = '';
  let at = 0;
  for (const run of runs.filter((r) => r.length > 1)) {
    const first = run[0];
    const last = run[run.length - 1];
    out += `${html.slice(at, first.start)}<script>${run.map((s) => s.text.replace(/;?\s*$/, '')).join(';\n')}</script>`;
    at = last.end;
  }
  return out + html.slice(at);
}
