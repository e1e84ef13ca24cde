import GithubSlugger from 'github-slugger';
import { clip, nearest } from './nearest';

/** Most bytes of Markdown one answer carries; longer text is cut at a line and flagged `truncated`. */
export const MAX_PAGE_BYTES = 100 * 1024;

/** A page's route (`/docs/a/b`) and section anchor from a URL or path as an agent may write it. */
export function pageTarget(urlOrPath: string): { route: string; anchor?: string } {
  const [beforeHash, ...hash] = urlOrPath.trim().split('#');
  const anchor = hash.join('#') || undefined;
  const noOrigin = beforeHash.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0];
  const route = `/${noOrigin.replace(/^\/+|\/+$/g, '')}`.replace(/\.md$/, '').replace(/\/index$/, '') || '/';
  return { route, anchor };
}

interface Section {
  anchors: string[];
  level: number;
  start: number;
}

/**
 * The headings of a Markdown copy outside code fences, with their anchors: the heading's slug, and
 * an operation's id.
 */
function sections(lines: string[]): Section[] {
  const slugger = new GithubSlugger();
  const found: Section[] = [];
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    if (fence) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) found.push({ anchors: [slugger.slug(heading[2])], level: heading[1].length, start: i });
    // API references end each operation with "Reference: <…#operationId>": that id is its anchor.
    const reference = /^Reference: <[^>#]*#([^>]+)>/.exec(line);
    if (reference && found.length) found[found.length - 1].anchors.push(reference[1]);
  });
  return found;
}

/** Pages whose headings were read, most recently used last; the build's pages never change. */
const outlines = new Map<string, { lines: string[]; all: Section[] }>();
/** Most pages' outlines kept (a site's pages, as a bound in case of other text). */
const MAX_OUTLINES = 2_000;

/** A page's lines and headings, read once: slugging every heading of a large reference costs tens of ms. */
function outline(markdown: string): { lines: string[]; all: Section[] } {
  let found = outlines.get(markdown);
  if (found) outlines.delete(markdown);
  else {
    const lines = markdown.split('\n');
    found = { lines, all: sections(lines) };
    if (outlines.size >= MAX_OUTLINES) outlines.delete(outlines.keys().next().value as string);
  }
  outlines.set(markdown, found);
  return found;
}

/**
 * The part of a Markdown copy under the heading an anchor names, down to the next heading of the
 * same or a higher level; or a message naming the closest anchors when the page has none such.
 */
export function sectionOf(markdown: string, anchor: string): { text: string } | { error: string } {
  const { lines, all } = outline(markdown);
  const at = all.findIndex((s) => s.anchors.includes(anchor));
  if (at < 0) {
    const anchors = all.flatMap((s) => s.anchors);
    return {
      error: `no section "#${clip(anchor)}" on this page. Closest anchors: ${nearest(anchor, anchors).join(', ')}`,
    };
  }
  const next = all.slice(at + 1).find((s) => s.level <= all[at].level);
  return { text: `${lines.slice(all[at].start, next?.start).join('\n').trimEnd()}\n` };
}

/** Text cut to at most `max` UTF-8 bytes at a line end, and whether it was cut. */
export function bounded(text: string, max = MAX_PAGE_BYTES): { text: string; truncated: boolean } {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= max) return { text, truncated: false };
  const head = bytes
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  const cut = head.lastIndexOf('\n');
  return { text: cut > 0 ? head.slice(0, cut + 1) : head, truncated: true };
}
