import { attributeValue, LINK, parseAttributes, SCRIPT, sameOriginPath } from './script-integrity';

/**
 * A prerendered page asks for its framework chunks once it has painted, not beside its stylesheet
 * and fonts. Next writes them as `<script src async>` in the head, so on a slow connection their
 * 138 KB shared the first round trips with what the first paint needs, and a chunk that arrived
 * first ran in the middle of the parse. On `/api/content` the largest paint followed whichever
 * won (bench/RESULTS.md, "Scripts after the first paint"). The build replaces those tags (and
 * their `<link rel="preload">`) with one inline loader, in the first one's place, that adds the
 * same scripts, each with its `integrity`, when the first contentful paint is reported; a hidden
 * page, or a browser without paint timing, loads them at once, and 2 s after the window's `load`
 * event is the fallback. The page reads the same without JavaScript, and hydrates once
 * the chunks have run, as before. Scripts a trusted script adds run under `'strict-dynamic'`.
 */

/**
 * How long after the window's `load` event the loader stops waiting for the paint to be reported.
 * A page paints well before that: this is only a safety net, and it must not race the first paint
 * (whose reported time, when the frame is presented, can come after `load`).
 */
export const LOAD_FALLBACK_MS = 2000;

/** Marks the loader, so the list it carries can be read back (`scriptsAfterPaint`). */
const MARK = '/*scripts-after-first-paint*/';

export interface PageScript {
  src: string;
  integrity: string;
}

/** The loader's text for these scripts (JSON with `<` escaped, so no `</script>` can close it early). */
export function afterPaintLoader(scripts: PageScript[]): string {
  const list = JSON.stringify(scripts.map(({ src, integrity }) => [src, integrity])).replace(/</g, '\\u003c');
  return (
    `(()=>{${MARK}const c=${list};let d=0;` +
    'const go=()=>{if(d)return;d=1;for(const[s,i]of c){const e=document.createElement("script");e.src=s;e.integrity=i;document.head.appendChild(e)}};' +
    'const P=self.PerformanceObserver;' +
    'if(document.visibilityState==="hidden"||!P||!(P.supportedEntryTypes||[]).includes("paint"))go();' +
    'else{new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});' +
    `addEventListener("load",()=>setTimeout(go,${LOAD_FALLBACK_MS}))}})()`
  );
}

const decode = (url: string) => url.replace(/&amp;/g, '&');

/**
 * The page with its same-origin `<script src async>` tags (which must carry `integrity`: run after
 * withScriptIntegrity) and their script preloads replaced by the loader. Other scripts (inline,
 * `nomodule`, `type`d, without `async`, cross-origin) stay as they are; a page without such tags,
 * or already rewritten, comes back unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts: PageScript[] = [];
  const PLACE = '\u0000scripts-after-first-paint\u0000';
  const rewritten = html.replace(SCRIPT, (element, attrs: string) => {
    const list = parseAttributes(attrs);
    const src = attributeValue(list, 'src');
    const has = (name: string) => list.some((a) => a.name === name);
    if (!src || sameOriginPath(decode(src)) === undefined || !has('async') || has('nomodule') || has('type'))
      return element;
    const integrity = attributeValue(list, 'integrity');
    if (!integrity) throw new Error(`<script src="${src}">: no integrity to load it with after the first paint`);
    scripts.push({ src: decode(src), integrity });
    return scripts.length === 1 ? PLACE : '';
  });
  if (scripts.length === 0) return html;
  const moved = new Set(scripts.map((s) => s.src));
  return rewritten
    .replace(LINK, (element, attrs: string) => {
      const list = parseAttributes(attrs);
      const rel = (attributeValue(list, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = decode(attributeValue(list, 'href') ?? '');
      const preload =
        rel.includes('modulepreload') || (rel.includes('preload') && attributeValue(list, 'as') === 'script');
      return preload && moved.has(href) ? '' : element;
    })
    .replace(PLACE, `<script>${afterPaintLoader(scripts)}</script>`);
}

/** The scripts a page's loader adds after its first paint (none when the page has no loader). */
export function scriptsAfterPaint(html: string): PageScript[] {
  const start = html.indexOf(`${MARK}const c=`);
  if (start < 0) return [];
  const json = html.slice(start + MARK.length + 'const c='.length, html.indexOf(';let d=0;', start));
  return (JSON.parse(json) as Array<[string, string]>).map(([src, integrity]) => ({ src, integrity }));
}
